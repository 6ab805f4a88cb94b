import type { DojoProfileBody } from "@kumite/contracts/dojo/commands";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchDojos } from "@/shared/api/get-dojos.ts";

/** PUT /api/dojos/{id} with name, description, location and martialArts (the owner or a leader). */
export function useUpdateDojo(dojoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: DojoProfileBody) =>
      apiJson<DojoView>("PUT", `/api/dojos/${encodeURIComponent(dojoId)}`, profile),
    onSuccess: () => refetchDojos(queryClient),
  });
}
