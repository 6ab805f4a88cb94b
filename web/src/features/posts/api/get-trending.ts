import type { TrendingTopics } from "@kumite/contracts/social/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { postKeys } from "./post-keys.ts";

/** GET /api/posts/trending: the week's most used categories and words. */
export function getTrending(): Promise<TrendingTopics> {
  return apiJson<TrendingTopics>("GET", "/api/posts/trending");
}

export const trendingQueryOptions = queryOptions({ queryKey: postKeys.trending, queryFn: getTrending });

export function useTrending() {
  return useQuery(trendingQueryOptions);
}
