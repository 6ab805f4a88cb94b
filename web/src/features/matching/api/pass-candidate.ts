import type { PassReply } from "@kumite/contracts/social/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { matchingKeys } from "./matching-keys.ts";

/** POST /api/users/matching/{userId}/passes: a swipe left, remembered so a refresh skips them. */
export function passCandidate(userId: string, passedUserId: string): Promise<PassReply> {
  return apiJson<PassReply>("POST", `/api/users/matching/${encodeURIComponent(userId)}/passes`, { passedUserId });
}

/**
 * The pass as a mutation. The candidates go stale without refetching now: the deck on screen
 * stays where it is, and the next visit asks again.
 */
export function usePassCandidate(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passedUserId: string) => passCandidate(userId, passedUserId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKeys.all(userId), refetchType: "none" }),
  });
}
