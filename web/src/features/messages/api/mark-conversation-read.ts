import type { ConversationView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";
import { messageKeys } from "./message-keys.ts";

/** POST /api/messages/conversations/{userId}/read: 204, everything they sent so far is read. */
export async function markConversationRead(otherId: string): Promise<void> {
  await apiRequest("POST", `/api/messages/conversations/${encodeURIComponent(otherId)}/read`);
}

/** Marks a conversation read; its unread badge goes at once. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_reply, otherId) => {
      queryClient.setQueryData<ConversationView[]>(messageKeys.conversations, (list) =>
        list?.map((conversation) =>
          conversation.user.id === otherId ? { ...conversation, unreadCount: 0 } : conversation,
        ),
      );
    },
  });
}
