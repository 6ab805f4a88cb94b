import type { PostGroupMessageBody } from "@kumite/contracts/messaging/commands";
import type { GroupMessageView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendOrWait } from "@/shared/outbox/outbox.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { groupMessagesKey } from "./group-chat-keys.ts";

/** POST /api/group-chats/{id}/messages with content → 201; null while it waits in the outbox. */
export function sendGroupMessage(
  memberId: string,
  groupId: string,
  body: PostGroupMessageBody,
): Promise<GroupMessageView | null> {
  return sendOrWait<GroupMessageView>({
    kind: "groupMessage",
    memberId,
    method: "POST",
    path: `/api/group-chats/${encodeURIComponent(groupId)}/messages`,
    body,
    target: groupId,
    text: body.content,
    refresh: [groupMessagesKey(groupId)],
  });
}

/** Sends to one group, then refetches its thread. */
export function useSendGroupMessage(groupId: string) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  return useMutation({
    mutationFn: (content: string) => sendGroupMessage(me.id, groupId, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupMessagesKey(groupId) }),
  });
}
