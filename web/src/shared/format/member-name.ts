import { i18n } from "@/shared/i18n/i18n.ts";
import "@/shared/i18n/common/catalog.ts";

// How a reply names a member a block hides: contracts' HIDDEN_MEMBER (identity/views.ts). Not
// imported from there: that module builds identity's zod schemas at load, and importing it put all
// of zod (24 kB gzipped) on the feed's first page, which parses nothing. member-name.unit.spec.ts
// holds this to HIDDEN_MEMBER itself, so the two cannot drift apart.
const HIDDEN_MEMBER = { displayName: "A member", username: "" } as const;

const isHiddenMember = (member: { displayName: string; username: string }) =>
  member.username === HIDDEN_MEMBER.username && member.displayName === HIDDEN_MEMBER.displayName;

/**
 * What a member is called on screen: the display name, or the username when it is blank; "A member"
 * (in the reader's language) for one a block hides from the reader.
 */
export function memberName(member: { displayName: string; username: string }): string {
  if (isHiddenMember(member)) return i18n.t("common:hiddenMember");
  return member.displayName.trim() || member.username;
}
