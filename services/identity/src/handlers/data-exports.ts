import type { DataExportView } from "@kumite/contracts/identity/views";
import { eventOf } from "@kumite/kit/aggregate";
import type { IdentityDeps } from "../aggregates.ts";
import { preparingExports } from "../queries/data-exports.ts";

/** Asks for a copy of the member's data: every service with a part gathers it (the kit's doing). */
export async function requestDataExport(deps: IdentityDeps, memberId: string): Promise<DataExportView> {
  const { events } = await deps.aggregates.dataExports.handle(
    memberId,
    { type: "RequestDataExport", data: {} },
    memberId,
  );
  const requested = eventOf(events, "DataExportRequested");
  if (!requested) throw new Error(`the export asked for by ${memberId} was not stored`);
  const { exportId, requestedAt } = requested.data;
  return { id: exportId, status: "preparing", requestedAt, readyAt: null, expiresAt: null };
}

/**
 * One run of the export job: each export still preparing whose every part is in is said to be
 * ready. The aggregate says it once, however many runs (or instances) find it complete; an export
 * whose part never comes stays preparing until its week is over, and is no longer listed.
 */
export async function completeDataExports(deps: IdentityDeps): Promise<void> {
  for (const pending of await preparingExports(deps.store, deps.clock())) {
    try {
      const parts = await Promise.all(
        deps.exportParts.map((service) => deps.exportStore.hasPart(pending._id, service)),
      );
      if (!parts.every(Boolean)) continue;
      await deps.aggregates.dataExports.handle(
        pending.memberId,
        { type: "MarkDataExportReady", data: { exportId: pending._id } },
        null,
      );
    } catch (error) {
      // One export's failure holds up no other: it is looked at again on the next run.
      deps.logger.warn({ err: error, exportId: pending._id }, "data export not completed");
    }
  }
}
