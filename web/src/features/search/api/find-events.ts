import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchList, asTyped } from "./search-list.ts";

/** Under `/api/dojo-events`, which the live stream's event hint refetches. */
export const foundEventsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["/api/dojo-events", "found", { search: query }],
    queryFn: () => searchList<TrainingEventView>("/api/dojo-events", query),
  });

/** GET /api/dojo-events?search=…: the training events the member may see, best match first. */
export function useFoundEvents(query: string, enabled: boolean) {
  return useQuery({ ...foundEventsQueryOptions(query), ...asTyped(enabled) });
}
