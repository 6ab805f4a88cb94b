import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";

/** GET /api/users?search=<query>; a failed response gives an empty list (SPEC §7). */
export function searchUsers(query: string): Promise<UserView[]> {
  return listOrEmpty<UserView>(`/api/users?search=${encodeURIComponent(query)}`);
}

/** Fetched only for a non-empty trimmed query (SPEC §4). */
export const userSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["/api/users", { search: query }],
    queryFn: () => searchUsers(query),
    enabled: query !== "",
  });

export function useUserSearch(query: string) {
  return useQuery(userSearchQueryOptions(query));
}
