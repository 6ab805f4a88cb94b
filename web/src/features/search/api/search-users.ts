import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** GET /api/users?search=<query>; a failed response gives an empty list (SPEC §7). */
export async function searchUsers(query: string): Promise<UserView[]> {
  try {
    const users = await apiJson<UserView[]>("GET", `/api/users?search=${encodeURIComponent(query)}`);
    return Array.isArray(users) ? users : [];
  } catch {
    return [];
  }
}

/** Fetched only for a non-empty trimmed query (SPEC §4). */
export const userSearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: ["/api/users", { search: query }], queryFn: () => searchUsers(query), enabled: query !== "" });

export function useUserSearch(query: string) {
  return useQuery(userSearchQueryOptions(query));
}
