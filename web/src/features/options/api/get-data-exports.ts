import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import type { DataExportView } from "@kumite/contracts/identity/views";

/** The member's exports; the live stream refreshes it with the bell (shared/live/live-invalidation.ts). */
export const dataExportsKey = ["/api/account/exports"] as const;

/** How often the list is asked again while an export is being prepared. */
const PREPARING_POLL_MS = 5_000;

/** GET /api/account/exports: the last 7 days' exports, newest first. */
export function getDataExports(): Promise<DataExportView[]> {
  return apiJson<DataExportView[]>("GET", "/api/account/exports");
}

export const dataExportsQueryOptions = queryOptions({
  queryKey: dataExportsKey,
  queryFn: getDataExports,
  // The bell announces a ready export, but the live stream may be down: asking again while one is
  // being prepared makes the link appear anyway.
  refetchInterval: (query) =>
    query.state.data?.some((dataExport) => dataExport.status === "preparing") ? PREPARING_POLL_MS : false,
});

export function useDataExports() {
  return useQuery(dataExportsQueryOptions);
}
