import { i18n } from "@/shared/i18n/i18n.ts";
import "@/shared/i18n/common/catalog.ts";
import { isHiddenMember } from "@kumite/contracts/identity/hidden-member";

// From contracts' zod-free module: identity's views.ts builds zod schemas when it loads, and the
// feed's first page parses nothing.

/**
 * What a member is called on screen: the display name, or the username when it is blank; "A member"
 * (in the reader's language) for one a block hides from the reader.
 */
export function memberName(member: { displayName: string; username: string }): string {
  if (isHiddenMember(member)) return i18n.t("common:hiddenMember");
  return member.displayName.trim() || member.username;
}
