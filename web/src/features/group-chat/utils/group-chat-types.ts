import type { GroupChatType } from "@kumite/contracts/values";
import type { TFunction } from "i18next";

/** How a group chat type reads (SPEC §3: match, dojo and gym groups); the value is what the server gets. */
export function groupChatTypeLabel(type: GroupChatType, t: TFunction<"groupChat">): string {
  return t(`types.${type}`);
}
