import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { sendOrWait } from "@/shared/outbox/outbox.ts";
import type { ThreadData } from "./get-thread.ts";
import { messageKeys } from "./message-keys.ts";

export interface SendMessageInput {
  senderId: string;
  receiverId: string;
  content: string;
}

/**
 * POST /api/messages (SPEC §7): 201 with the message; null when it waits in the outbox (offline, or
 * cut off), which sends it later and then refetches the thread and the list.
 */
export function sendMessage(body: SendMessageInput): Promise<DirectMessageView | null> {
  return sendOrWait<DirectMessageView>({
    kind: "message",
    memberId: body.senderId,
    method: "POST",
    path: "/api/messages",
    body,
    target: body.receiverId,
    text: body.content,
    refresh: [messageKeys.thread(body.receiverId), messageKeys.conversations],
  });
}

/** Shows a sent message at the end of its thread at once, without refetching the pages. */
function appendToThread(queryClient: QueryClient, otherId: string, message: DirectMessageView) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest || newest.messages.some(({ id }) => id === message.id)) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/**
 * Sends a direct message; the thread shows it at once and the conversation list refetches (its
 * order and last message change). Errors are left to the caller: each place has its own toast.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { receiverId }) => {
      if (!message) return;
      appendToThread(queryClient, receiverId, message);
      return queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    },
  });
}
