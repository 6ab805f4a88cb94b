import type { AddGymBody } from "@kumite/contracts/gym/commands";
import type { GymDuplicateReply, GymView } from "@kumite/contracts/gym/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/shared/api/api-error.ts";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchGyms } from "./gym-keys.ts";

/** POST /api/gyms (SPEC §7): any member adds a gym. */
export function useAddGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGymBody) => apiJson<GymView>("POST", "/api/gyms", body),
    onSuccess: () => refetchGyms(queryClient),
  });
}

/** The gym a 409 `gym.duplicate` names: the one already listed, which the dialog offers instead. */
export function duplicateGymOf(error: unknown): GymView | null {
  if (!isApiError(error, 409)) return null;
  try {
    const reply = JSON.parse(error.body) as Partial<GymDuplicateReply>;
    return reply.code === "gym.duplicate" && reply.gym ? reply.gym : null;
  } catch {
    return null;
  }
}
