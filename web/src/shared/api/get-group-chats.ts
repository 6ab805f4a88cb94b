import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "./api-request.ts";

/** Every group chat key starts here: the live stream invalidates them all when a group message arrives. */
export const GROUP_CHATS_KEY = ["/api/group-chats"] as const;

/** "dojo_group" for the member's dojo chats only; null for all of their group chats. */
export type GroupChatKind = "dojo_group" | null;

/** GET /api/group-chats (?type=dojo_group): the group chats the signed-in member belongs to. */
export function getGroupChats(type: GroupChatKind): Promise<GroupChatView[]> {
  return apiJson<GroupChatView[]>("GET", type ? `/api/group-chats?type=${type}` : "/api/group-chats");
}

export const groupChatsQueryOptions = (type: GroupChatKind) =>
  queryOptions({ queryKey: [...GROUP_CHATS_KEY, { type }], queryFn: () => getGroupChats(type) });

export function useGroupChats(type: GroupChatKind = null) {
  return useQuery(groupChatsQueryOptions(type));
}
