import type { MatchCandidate } from "@kumite/contracts/social/views";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useRequestConnection } from "@/shared/connections/connections-api.ts";
import { useConnectionToasts } from "@/shared/connections/use-connection-toasts.ts";
import { matchingKeys } from "../api/matching-keys.ts";
import { usePassCandidate } from "../api/pass-candidate.ts";

/**
 * What a like and a pass do (SPEC §4, §8). A like asks for a connection: "Connection request
 * sent!", or the match dialog when the other member had liked first; a request that exists
 * already says "Already Connected" and moves on; any other error keeps the card. A pass is
 * remembered by the server; if that fails the card still goes (nothing to tell the member).
 */
export function useCandidateActions(userId: string) {
  const toasts = useConnectionToasts();
  const queryClient = useQueryClient();
  const { mutateAsync: requestConnection } = useRequestConnection();
  const { mutate: passCandidate } = usePassCandidate(userId);
  const [match, setMatch] = useState<MatchCandidate | null>(null);

  const like = useCallback(
    async (candidate: MatchCandidate): Promise<boolean> => {
      try {
        const reply = await requestConnection({ userId, connectedUserId: candidate.id });
        void queryClient.invalidateQueries({ queryKey: matchingKeys.all(userId), refetchType: "none" });
        if (reply.matched) setMatch(candidate);
        else toasts.requestSent();
        return true;
      } catch (error) {
        return toasts.failed(error);
      }
    },
    [queryClient, requestConnection, toasts, userId],
  );

  const pass = useCallback(
    (candidate: MatchCandidate): boolean => {
      passCandidate(candidate.id, {
        onError: (error) => console.warn("Could not remember the pass", error),
      });
      return true;
    },
    [passCandidate],
  );

  return { like, pass, match, closeMatch: useCallback(() => setMatch(null), []) };
}
