import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "./api-request.ts";

/** GET /api/users/{id}: a member's profile. */
export function getUser(id: string): Promise<UserView> {
  return apiJson<UserView>("GET", `/api/users/${encodeURIComponent(id)}`);
}

/** The key follows the default fetch's convention (parts joined by "/"). */
export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["/api/users", id], queryFn: () => getUser(id) });

export function useUser(id: string, { enabled = true } = {}) {
  return useQuery({ ...userQueryOptions(id), enabled });
}
