import type { DojoInvitationView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";
import { notificationsKey } from "./notification-keys.ts";

export type InvitationAnswer = "accept" | "decline";

/**
 * POST /api/dojos/{dojoId}/invitations/{invitationId}/accept (joins the dojo, under the one-dojo
 * rule) or …/decline; no body.
 */
export async function answerDojoInvitation(
  { dojoId, invitationId }: Pick<DojoInvitationView, "dojoId" | "invitationId">,
  answer: InvitationAnswer,
): Promise<void> {
  const path = `/api/dojos/${encodeURIComponent(dojoId)}/invitations/${encodeURIComponent(invitationId)}/${answer}`;
  await apiRequest("POST", path);
}

/**
 * Answers an invitation, then refetches the bell (the invitation's new state). Accepting also
 * changes the dojo list (its member count, who is a member) and the member's own user view
 * (dojoId, dojoRole), so those refetch too.
 */
export function useAnswerDojoInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitation, answer }: { invitation: DojoInvitationView; answer: InvitationAnswer }) =>
      answerDojoInvitation(invitation, answer),
    onSuccess: async (_, { answer }) => {
      const refetches = [queryClient.invalidateQueries({ queryKey: notificationsKey(userId) })];
      if (answer === "accept") {
        refetches.push(
          queryClient.invalidateQueries({ queryKey: ["/api/dojos"] }),
          queryClient.invalidateQueries({ queryKey: ["/api/users"] }),
        );
      }
      await Promise.all(refetches);
    },
  });
}
