import type { DojoView } from "@kumite/contracts/dojo/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";

/** GET /api/dojos/{id}: one dojo, however far down the list its member count puts it. */
export function getDojo(id: string): Promise<DojoView> {
  return apiJson<DojoView>("GET", `/api/dojos/${encodeURIComponent(id)}`);
}

/** Under "/api/dojos", so whatever refetches the dojos (a join, a leave, the live hint) refetches it too. */
export const dojoQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["/api/dojos", id], queryFn: () => getDojo(id) });

export function useDojo(id: string, { enabled = true } = {}) {
  return useQuery({ ...dojoQueryOptions(id), enabled });
}
