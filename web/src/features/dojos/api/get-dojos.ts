import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import type { DojoSummary } from "@/shared/types/dojo-summary.ts";

/** GET /api/dojos. Until the dojo service answers, any failure reads as no dojos. */
export async function getDojos(): Promise<DojoSummary[]> {
  try {
    const dojos = await apiJson<DojoSummary[]>("GET", "/api/dojos");
    return Array.isArray(dojos) ? dojos : [];
  } catch {
    return [];
  }
}

export const dojosQueryOptions = queryOptions({ queryKey: ["/api/dojos"], queryFn: getDojos });

export function useDojos() {
  return useQuery(dojosQueryOptions);
}
