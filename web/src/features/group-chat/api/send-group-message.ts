import type { PostGroupMessageBody } from "@kumite/contracts/messaging/commands";
import type { GroupMessageView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { groupMessagesKey } from "./group-chat-keys.ts";

/** POST /api/group-chats/{id}/messages with content → 201. */
export function sendGroupMessage(groupId: string, body: PostGroupMessageBody): Promise<GroupMessageView> {
  return apiJson<GroupMessageView>("POST", `/api/group-chats/${encodeURIComponent(groupId)}/messages`, body);
}

/** Sends to one group, then refetches its thread. */
export function useSendGroupMessage(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendGroupMessage(groupId, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupMessagesKey(groupId) }),
  });
}
