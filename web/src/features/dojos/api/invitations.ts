import type { InvitableMember, InvitationSent } from "@kumite/contracts/dojo/views";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

const invitableKey = (dojoId: string) => ["/api/dojos", dojoId, "invitable"] as const;

/** GET /api/dojos/{id}/invitable: the member's connections who are in no dojo. */
export function useInvitableMembers(dojoId: string) {
  return useQuery({
    queryKey: invitableKey(dojoId),
    queryFn: () => apiJson<InvitableMember[]>("GET", `/api/dojos/${encodeURIComponent(dojoId)}/invitable`),
  });
}

/** POST /api/dojos/{id}/invite with userId; the reply may carry a message. */
export function useInviteToDojo(dojoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiJson<InvitationSent>("POST", `/api/dojos/${encodeURIComponent(dojoId)}/invite`, { userId: memberId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitableKey(dojoId) }),
  });
}
