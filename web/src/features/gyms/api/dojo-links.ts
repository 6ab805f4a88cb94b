import type { GymView } from "@kumite/contracts/gym/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchGyms } from "./gym-keys.ts";

/**
 * POST /api/gyms/{id}/dojos (link) or DELETE /api/gyms/{id}/dojos/{dojoId} (unlink): a dojo's
 * owner says their dojo trains at this gym, or no longer does.
 */
export function useDojoLink(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dojoId, linked }: { dojoId: string; linked: boolean }) => {
      const gym = `/api/gyms/${encodeURIComponent(gymId)}/dojos`;
      return linked
        ? apiJson<GymView>("POST", gym, { dojoId })
        : apiJson<GymView>("DELETE", `${gym}/${encodeURIComponent(dojoId)}`);
    },
    onSuccess: () => refetchGyms(queryClient),
  });
}
