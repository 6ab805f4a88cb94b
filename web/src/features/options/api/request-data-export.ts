import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import type { DataExportView } from "@kumite/contracts/identity/views";
import { dataExportsKey } from "./get-data-exports.ts";

/** POST /api/account/exports: 202 with the export being prepared; 429 `export.too-soon` within 10 minutes. */
export function requestDataExport(): Promise<DataExportView> {
  return apiJson<DataExportView>("POST", "/api/account/exports");
}

/** The export list refetches on success, so the new export shows as being prepared. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportsKey }),
  });
}
