import type { DojoProfileBody } from "@kumite/contracts/dojo/commands";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchDojos } from "@/shared/api/get-dojos.ts";

/** POST /api/dojos: the member founds a dojo and owns it. */
export function useFoundDojo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: DojoProfileBody) => apiJson<DojoView>("POST", "/api/dojos", profile),
    onSuccess: () => refetchDojos(queryClient),
  });
}
