import type { DojoView } from "@kumite/contracts/dojo/views";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiJson } from "./api-request.ts";
import { listOrEmpty } from "./list-or-empty.ts";

/** Every dojo key starts here: a change to a dojo refetches them all. */
export const DOJOS_KEY = ["/api/dojos"] as const;

/** GET /api/dojos, or those matching ?search=…; a failed response gives an empty list (SPEC §7). */
export function getDojos(search: string): Promise<DojoView[]> {
  return listOrEmpty<DojoView>(search ? `/api/dojos?search=${encodeURIComponent(search)}` : "/api/dojos");
}

export const dojosQueryOptions = (search: string) =>
  queryOptions({ queryKey: [...DOJOS_KEY, { search }], queryFn: () => getDojos(search) });

export function useDojos(search = "", { enabled = true } = {}) {
  return useQuery({ ...dojosQueryOptions(search), enabled });
}

/** GET /api/dojos/{id}: one dojo (the member's own, say), when an id is given. */
export function useDojo(dojoId: string | null) {
  return useQuery({
    queryKey: [...DOJOS_KEY, dojoId],
    queryFn: () => apiJson<DojoView>("GET", `/api/dojos/${encodeURIComponent(dojoId!)}`),
    enabled: dojoId !== null,
  });
}

/**
 * After a join, a leave, a role or a new dojo: the lists and counts, and the members' user views
 * (they carry dojoId and dojoRole), are out of date.
 */
export function refetchDojos(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DOJOS_KEY }),
    queryClient.invalidateQueries({ queryKey: ["/api/users"] }),
  ]);
}
