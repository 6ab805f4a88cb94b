import type { MatchCandidate } from "@kumite/contracts/social/views";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useLike } from "@/shared/connections/connections-api.ts";
import { useConnectionToasts } from "@/shared/connections/use-connection-toasts.ts";
import { matchingKeys } from "../api/matching-keys.ts";
import { usePassCandidate } from "../api/pass-candidate.ts";

/**
 * What a like and a pass do (SPEC §4, §8). A like asks for a connection: "Connection request
 * sent!", or the match dialog when the other member had liked first; a request that exists
 * already says "Already Connected" and moves on; any other error keeps the card; one made offline
 * waits in the outbox and the card moves on. A pass is
 * remembered by the server; if that fails the card still goes (nothing to tell the member).
 */
export function useCandidateActions(userId: string) {
  const toasts = useConnectionToasts();
  const queryClient = useQueryClient();
  const { mutateAsync: sendLike } = useLike();
  const { mutate: passCandidate } = usePassCandidate(userId);
  const [match, setMatch] = useState<MatchCandidate | null>(null);

  const like = useCallback(
    async (candidate: MatchCandidate): Promise<boolean> => {
      try {
        const reply = await sendLike({ userId, connectedUserId: candidate.id, name: candidate.displayName });
        void queryClient.invalidateQueries({ queryKey: matchingKeys.all(userId), refetchType: "none" });
        // Offline, the like waits in the outbox (shown under the header) and the card moves on.
        if (reply === null) return true;
        if (reply.matched) setMatch(candidate);
        else toasts.requestSent();
        return true;
      } catch (error) {
        return toasts.failed(error);
      }
    },
    [queryClient, sendLike, toasts, userId],
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
