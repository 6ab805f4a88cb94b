import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";
import type { DojoSummary } from "@/shared/types/dojo-summary.ts";

/** GET /api/dojos. Until the dojo service answers, any failure reads as no dojos. */
export function getDojos(): Promise<DojoSummary[]> {
  return listOrEmpty<DojoSummary>("/api/dojos");
}

export const dojosQueryOptions = queryOptions({ queryKey: ["/api/dojos"], queryFn: getDojos });

export function useDojos() {
  return useQuery(dojosQueryOptions);
}
