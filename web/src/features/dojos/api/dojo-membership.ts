import type { DojoView } from "@kumite/contracts/dojo/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { refetchDojos } from "@/shared/api/get-dojos.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";

type Move = "join" | "leave";

/** SPEC §8's internal messages: the failure is logged, never toasted. */
const FAILURE: Record<Move, string> = { join: "Failed to join dojo", leave: "Failed to leave dojo" };

/** POST /api/dojos/{id}/join or /leave, each with the member's userId. */
function useMembershipMove(move: Move) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dojoId: string) =>
      apiJson<DojoView>("POST", `/api/dojos/${encodeURIComponent(dojoId)}/${move}`, { userId: me.id }),
    onSuccess: () => refetchDojos(queryClient),
    onError: (error) => console.warn(FAILURE[move], error),
  });
}

export const useJoinDojo = () => useMembershipMove("join");
export const useLeaveDojo = () => useMembershipMove("leave");
