import type { MatchCandidate } from "@kumite/contracts/social/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { matchingKeys } from "./matching-keys.ts";

/** GET /api/users/matching/{userId}{query}: candidates best first; `query` is "" or "?…". */
export function getCandidates(userId: string, query: string): Promise<MatchCandidate[]> {
  return apiJson<MatchCandidate[]>("GET", `/api/users/matching/${encodeURIComponent(userId)}${query}`);
}

export const candidatesQueryOptions = (userId: string, query: string) =>
  queryOptions({
    queryKey: matchingKeys.candidates(userId, query),
    queryFn: () => getCandidates(userId, query),
    // Every answer is a new deck, even one equal to the last: Refresh starts again from the top.
    structuralSharing: false,
  });

export function useCandidates(userId: string, query: string) {
  return useQuery(candidatesQueryOptions(userId, query));
}
