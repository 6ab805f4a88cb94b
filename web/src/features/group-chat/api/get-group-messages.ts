import type { GroupMessageView } from "@kumite/contracts/messaging/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { groupMessagesKey } from "./group-chat-keys.ts";

/** GET /api/group-chats/{id}/messages: the thread, oldest first. */
export function getGroupMessages(groupId: string): Promise<GroupMessageView[]> {
  return apiJson<GroupMessageView[]>("GET", `/api/group-chats/${encodeURIComponent(groupId)}/messages`);
}

export const groupMessagesQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: groupMessagesKey(groupId), queryFn: () => getGroupMessages(groupId) });

export function useGroupMessages(groupId: string) {
  return useQuery(groupMessagesQueryOptions(groupId));
}
