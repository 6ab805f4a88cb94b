import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { messageKeys } from "./message-keys.ts";

/** GET /api/users/{id}: the member of a conversation that has no messages yet (`?user=`). */
export function getMember(id: string): Promise<UserView> {
  return apiJson<UserView>("GET", `/api/users/${encodeURIComponent(id)}`);
}

export const memberQueryOptions = (id: string) =>
  queryOptions({ queryKey: messageKeys.member(id), queryFn: () => getMember(id) });

export function useMember(id: string, enabled: boolean) {
  return useQuery({ ...memberQueryOptions(id), enabled });
}
