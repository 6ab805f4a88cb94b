import type { CategoryCount } from "@kumite/contracts/social/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { postKeys } from "./post-keys.ts";

/** GET /api/posts/categories: every category in SPEC §3 order with its post count. */
export function getCategoryCounts(): Promise<CategoryCount[]> {
  return apiJson<CategoryCount[]>("GET", "/api/posts/categories");
}

export const categoryCountsQueryOptions = queryOptions({ queryKey: postKeys.categories, queryFn: getCategoryCounts });

export function useCategoryCounts() {
  return useQuery(categoryCountsQueryOptions);
}
