import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "./list-or-empty.ts";

/** GET /api/users?search=…; blank lists everyone the server offers, a failure lists no one (SPEC §7). */
export function searchUsers(search: string): Promise<UserView[]> {
  return listOrEmpty<UserView>(`/api/users?search=${encodeURIComponent(search)}`);
}

export const userSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ["/api/users", { search }], queryFn: () => searchUsers(search) });

export function useUserSearch(search: string, { enabled = true } = {}) {
  return useQuery({ ...userSearchQueryOptions(search), enabled });
}
