import type { CreateGroupChatBody } from "@kumite/contracts/messaging/commands";
import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { GROUP_CHATS_KEY } from "@/shared/api/get-group-chats.ts";

/** POST /api/group-chats with name, description, type, createdBy and dojoId (dojo groups) → 201. */
export function createGroupChat(body: CreateGroupChatBody): Promise<GroupChatView> {
  return apiJson<GroupChatView>("POST", "/api/group-chats", body);
}

/** Creates a group chat, then refetches every group chat list (My Chats, messages' Groups tab). */
export function useCreateGroupChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUP_CHATS_KEY }),
  });
}
