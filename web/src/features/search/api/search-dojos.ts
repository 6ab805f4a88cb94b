import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";
import type { DojoSummary } from "@/shared/types/dojo-summary.ts";

/** GET /api/dojos?search=<query>; a failed response (503 until the dojo service exists) gives an empty list. */
export function searchDojos(query: string): Promise<DojoSummary[]> {
  return listOrEmpty<DojoSummary>(`/api/dojos?search=${encodeURIComponent(query)}`);
}

/** Fetched only for a non-empty trimmed query (SPEC §4). */
export const dojoSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["/api/dojos", { search: query }],
    queryFn: () => searchDojos(query),
    enabled: query !== "",
  });

export function useDojoSearch(query: string) {
  return useQuery(dojoSearchQueryOptions(query));
}
