import type { DojoView } from "@kumite/contracts/dojo/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { DOJOS_KEY } from "@/shared/api/get-dojos.ts";
import { searchList, asTyped } from "./search-list.ts";

/** Under the dojos' key, so a new or changed dojo refetches these too. */
export const foundDojosQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...DOJOS_KEY, "found", { search: query }],
    queryFn: () => searchList<DojoView>("/api/dojos", query),
  });

/** GET /api/dojos?search=…: dojos, best match first. */
export function useFoundDojos(query: string, enabled: boolean) {
  return useQuery({ ...foundDojosQueryOptions(query), ...asTyped(enabled) });
}
