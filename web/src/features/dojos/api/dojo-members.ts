import type { DojoRole } from "@kumite/contracts/values";
import type { UserView } from "@kumite/contracts/identity/views";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchDojos } from "@/shared/api/get-dojos.ts";

/** GET /api/users?dojoId={id}: the roster, each member with their role. */
export function useDojoMembers(dojoId: string) {
  return useQuery({
    queryKey: ["/api/users", { dojoId }],
    queryFn: async () => {
      try {
        return await apiJson<UserView[]>("GET", `/api/users?dojoId=${encodeURIComponent(dojoId)}`);
      } catch (error) {
        throw new Error("Failed to fetch dojo members", { cause: error });
      }
    },
  });
}

/** PUT /api/users/{userId}/dojo-role with dojoRole. */
export function useChangeDojoRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, dojoRole }: { memberId: string; dojoRole: DojoRole }) =>
      apiJson("PUT", `/api/users/${encodeURIComponent(memberId)}/dojo-role`, { dojoRole }),
    onSuccess: () => refetchDojos(queryClient),
  });
}

/** POST /api/dojos/{id}/hand-over: the owner makes a leader the new owner. */
export function useHandOverDojo(dojoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiJson("POST", `/api/dojos/${encodeURIComponent(dojoId)}/hand-over`, { userId: memberId }),
    onSuccess: () => refetchDojos(queryClient),
  });
}
