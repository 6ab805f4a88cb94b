import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DojoSummary } from "@/shared/types/dojo-summary.ts";
import { listOrEmpty } from "./list-or-empty.ts";

/** GET /api/dojos, or those matching ?search=…; until the dojo service answers, a failure reads as no dojos. */
export function getDojos(search: string): Promise<DojoSummary[]> {
  return listOrEmpty<DojoSummary>(search ? `/api/dojos?search=${encodeURIComponent(search)}` : "/api/dojos");
}

export const dojosQueryOptions = (search: string) =>
  queryOptions({ queryKey: ["/api/dojos", { search }], queryFn: () => getDojos(search) });

export function useDojos(search = "", { enabled = true } = {}) {
  return useQuery({ ...dojosQueryOptions(search), enabled });
}
