import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import type { DojoSummary } from "@/shared/types/dojo-summary.ts";

/** GET /api/dojos?search=<query>; a failed response (503 until the dojo service exists) gives an empty list. */
export async function searchDojos(query: string): Promise<DojoSummary[]> {
  try {
    const dojos = await apiJson<DojoSummary[]>("GET", `/api/dojos?search=${encodeURIComponent(query)}`);
    return Array.isArray(dojos) ? dojos : [];
  } catch {
    return [];
  }
}

/** Fetched only for a non-empty trimmed query (SPEC §4). */
export const dojoSearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: ["/api/dojos", { search: query }], queryFn: () => searchDojos(query), enabled: query !== "" });

export function useDojoSearch(query: string) {
  return useQuery(dojoSearchQueryOptions(query));
}
