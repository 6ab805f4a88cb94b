import type { RemoveMemberBody } from "@kumite/contracts/dojo/commands";
import type { BarredMember, DojoView } from "@kumite/contracts/dojo/views";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/shared/api/api-request.ts";
import { DOJOS_KEY, refetchDojos } from "@/shared/api/get-dojos.ts";

/** Under the dojo's key, so whatever refetches the dojos (a removal, a join) refetches it too. */
const barsKey = (dojoId: string) => [...DOJOS_KEY, dojoId, "bars"] as const;

/** POST /api/dojos/{id}/members/{memberId}/remove with reason and bar. */
export function useRemoveFromDojo(dojoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...body }: RemoveMemberBody & { memberId: string }) =>
      apiJson<DojoView>(
        "POST",
        `/api/dojos/${encodeURIComponent(dojoId)}/members/${encodeURIComponent(memberId)}/remove`,
        body,
      ),
    onSuccess: () => refetchDojos(queryClient),
  });
}

/** GET /api/dojos/{id}/bars: the dojo's barred members, for those who manage its members. */
export function useBarredMembers(dojoId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: barsKey(dojoId),
    queryFn: () => apiJson<BarredMember[]>("GET", `/api/dojos/${encodeURIComponent(dojoId)}/bars`),
    enabled,
  });
}

/** POST /api/dojos/{id}/bars/{memberId}/lift: the member may join again. */
export function useLiftBar(dojoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest("POST", `/api/dojos/${encodeURIComponent(dojoId)}/bars/${encodeURIComponent(memberId)}/lift`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: barsKey(dojoId) }),
  });
}
