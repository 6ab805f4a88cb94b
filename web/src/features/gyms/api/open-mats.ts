import type { AddOpenMatBody } from "@kumite/contracts/gym/commands";
import type { GymView } from "@kumite/contracts/gym/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchGyms } from "./gym-keys.ts";

const openMatsPath = (gymId: string) => `/api/gyms/${encodeURIComponent(gymId)}/open-mats`;

/** POST /api/gyms/{id}/open-mats: a member lists a weekly open mat (its adder confirms it). */
export function useAddOpenMat(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOpenMatBody) => apiJson<GymView>("POST", openMatsPath(gymId), body),
    onSuccess: () => refetchGyms(queryClient),
  });
}

export type OpenMatStance = "confirm" | "flag";

/** POST /api/gyms/{id}/open-mats/{openMatId}/confirm or /flag: it is still on, or it is gone. */
export function useOpenMatStance(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ openMatId, stance }: { openMatId: string; stance: OpenMatStance }) =>
      apiJson<GymView>("POST", `${openMatsPath(gymId)}/${encodeURIComponent(openMatId)}/${stance}`),
    onSuccess: () => refetchGyms(queryClient),
  });
}
