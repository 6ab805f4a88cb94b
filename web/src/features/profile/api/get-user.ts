import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** GET /api/users/{id}; the key follows the default fetch's convention (parts joined by "/"). */
export function getUser(id: string): Promise<UserView> {
  return apiJson<UserView>("GET", `/api/users/${encodeURIComponent(id)}`);
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["/api/users", id], queryFn: () => getUser(id) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
