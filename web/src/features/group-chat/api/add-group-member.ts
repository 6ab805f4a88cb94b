import type { AddGroupMemberBody } from "@kumite/contracts/messaging/commands";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";
import { GROUP_CHATS_KEY } from "@/shared/api/get-group-chats.ts";

/** POST /api/group-chats/{id}/members with userId: a member adds one of their accepted connections. */
export async function addGroupMember(groupId: string, body: AddGroupMemberBody): Promise<void> {
  await apiRequest("POST", `/api/group-chats/${encodeURIComponent(groupId)}/members`, body);
}

/** Adds a member, then refetches the group chat lists (members and count change). */
export function useAddGroupMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addGroupMember(groupId, { userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUP_CHATS_KEY }),
  });
}
