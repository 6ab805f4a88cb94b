import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";
import { messageKeys } from "./message-keys.ts";

export type GroupChatKind = "dojo_group" | null;

/** GET /api/group-chats, or only dojo chats with ?type=dojo_group; a failure shows as none. */
export function getGroupChats(type: GroupChatKind): Promise<GroupChatView[]> {
  return listOrEmpty<GroupChatView>(type ? `/api/group-chats?type=${type}` : "/api/group-chats");
}

export const groupChatsQueryOptions = (type: GroupChatKind) =>
  queryOptions({ queryKey: messageKeys.groupChats(type), queryFn: () => getGroupChats(type) });

export function useGroupChats(type: GroupChatKind) {
  return useQuery(groupChatsQueryOptions(type));
}
