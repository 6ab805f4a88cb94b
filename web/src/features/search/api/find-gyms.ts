import type { GymView } from "@kumite/contracts/gym/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchList, asTyped } from "./search-list.ts";

/** Under `/api/gyms`, the gyms screen's own key, so a new gym or open mat refetches these too. */
export const foundGymsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["/api/gyms", "found", { search: query }],
    queryFn: () => searchList<GymView>("/api/gyms", query),
  });

/** GET /api/gyms?search=…: gyms, best match first (the nearer first between equals). */
export function useFoundGyms(query: string, enabled: boolean) {
  return useQuery({ ...foundGymsQueryOptions(query), ...asTyped(enabled) });
}
