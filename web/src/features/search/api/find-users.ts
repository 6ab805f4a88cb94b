import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { searchList, asTyped } from "./search-list.ts";

/** Under `/api/users`, so what refetches the member lists refetches these; apart from the unranked search's key. */
export const foundUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["/api/users", "found", { search: query }],
    queryFn: () => searchList<UserView>("/api/users", query),
  });

/** GET /api/users?search=…: members, best match first. */
export function useFoundUsers(query: string, enabled: boolean) {
  return useQuery({ ...foundUsersQueryOptions(query), ...asTyped(enabled) });
}
