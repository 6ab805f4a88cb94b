import type { UserView } from "@kumite/contracts/identity/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";
import { messageKeys } from "./message-keys.ts";

/** GET /api/users?search=…: members to start a conversation with; blank lists everyone the server offers. */
export function searchMembers(search: string): Promise<UserView[]> {
  return listOrEmpty<UserView>(`/api/users?search=${encodeURIComponent(search)}`);
}

export const memberSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: messageKeys.memberSearch(search), queryFn: () => searchMembers(search) });

export function useMemberSearch(search: string) {
  return useQuery(memberSearchQueryOptions(search));
}
