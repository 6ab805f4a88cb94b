import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";
import { GROUP_CHATS_KEY } from "@/shared/api/get-group-chats.ts";

/** POST /api/group-chats/{id}/members/{memberId}/remove: the chat's creator takes a member out. */
export async function removeGroupMember(groupId: string, memberId: string): Promise<void> {
  await apiRequest(
    "POST",
    `/api/group-chats/${encodeURIComponent(groupId)}/members/${encodeURIComponent(memberId)}/remove`,
  );
}

/** Removes a member, then refetches the group chat lists (members and count change). */
export function useRemoveGroupMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeGroupMember(groupId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUP_CHATS_KEY }),
  });
}
