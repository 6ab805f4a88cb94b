import type { GroupChatType } from "@kumite/contracts/values";

/** How each group chat type reads (SPEC §3: match, dojo and gym groups). */
export const GROUP_CHAT_TYPE_LABELS: Record<GroupChatType, string> = {
  match_group: "Match group",
  dojo_group: "Dojo group",
  gym_group: "Gym group",
};
