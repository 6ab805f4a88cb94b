import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { GROUP_CHATS_KEY } from "./group-chat-keys.ts";

/** GET /api/group-chats: the group chats the signed-in member belongs to. */
export function getGroupChats(): Promise<GroupChatView[]> {
  return apiJson<GroupChatView[]>("GET", "/api/group-chats");
}

export const groupChatsQueryOptions = () => queryOptions({ queryKey: GROUP_CHATS_KEY, queryFn: getGroupChats });

export function useGroupChats() {
  return useQuery(groupChatsQueryOptions());
}
