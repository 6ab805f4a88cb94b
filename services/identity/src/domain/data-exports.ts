import type { DataExportEvent } from "@kumite/contracts/identity/events";
import { DATA_EXPORTS } from "@kumite/contracts/identity/limits";
import type { Command } from "@kumite/kit/decider";
import { NotFound, TooManyRequests } from "@kumite/kit/errors";

// A member's data exports, one aggregate per member (`identity.export.<memberId>`). Both commands
// are versioned: a request guards "once every 10 minutes" against the member's other requests (two
// at once cannot both pass), and "ready" is said once however many job runs find the parts in.

export type ExportState = { requestedAt: string; ready: boolean };
/** The member's latest request, and their exports still kept (older ones are dropped as new ones come). */
export type DataExportsState = { lastRequestedAt: string | null; exports: ReadonlyMap<string, ExportState> };
export const initialState: DataExportsState = { lastRequestedAt: null, exports: new Map() };

/** The export's id is the command's: a retry with the same Idempotency-Key names the same export. */
export type RequestDataExport = Command<"RequestDataExport", Record<string, never>>;
export type MarkDataExportReady = Command<"MarkDataExportReady", { exportId: string }>;
export type DataExportsCommand = RequestDataExport | MarkDataExportReady;

export const EXPORT_TOO_SOON = "You can ask for your data once every 10 minutes";
export const EXPORT_NOT_FOUND = "There is no such export of your data";

/** A request within 10 minutes of the last one; `retryAfterS` says when the next may come. */
export class ExportTooSoon extends TooManyRequests {
  constructor(readonly retryAfterS: number) {
    super(EXPORT_TOO_SOON, { code: "export.too-soon" });
  }
}

/** How long the member must still wait before asking again: 0 when they may ask now. */
export function waitBeforeNextExport(lastRequestedAt: string | null, now: Date): number {
  if (lastRequestedAt === null) return 0;
  return Math.max(0, Date.parse(lastRequestedAt) + DATA_EXPORTS.onceEveryMs - now.getTime());
}

/** When an export asked for at `requestedAt` stops being downloadable. */
export const exportExpiresAt = (requestedAt: string) =>
  new Date(Date.parse(requestedAt) + DATA_EXPORTS.keptForMs).toISOString();

export function evolve(state: DataExportsState, event: DataExportEvent): DataExportsState {
  switch (event.type) {
    case "DataExportRequested": {
      const { exportId, requestedAt } = event.data;
      const kept = [...state.exports].filter(([, known]) => exportExpiresAt(known.requestedAt) > requestedAt);
      return {
        lastRequestedAt: requestedAt,
        exports: new Map(kept).set(exportId, { requestedAt, ready: false }),
      };
    }
    case "DataExportReady": {
      const known = state.exports.get(event.data.exportId);
      if (!known) return state;
      return { ...state, exports: new Map(state.exports).set(event.data.exportId, { ...known, ready: true }) };
    }
  }
}

function request({ metadata }: RequestDataExport, state: DataExportsState): DataExportEvent[] {
  const waitMs = waitBeforeNextExport(state.lastRequestedAt, metadata.now);
  if (waitMs > 0) throw new ExportTooSoon(Math.ceil(waitMs / 1000));
  const requested = {
    exportId: metadata.commandId,
    memberId: metadata.aggregateId,
    requestedAt: metadata.now.toISOString(),
  };
  return [{ type: "DataExportRequested", data: requested }];
}

function markReady({ data, metadata }: MarkDataExportReady, state: DataExportsState): DataExportEvent[] {
  const known = state.exports.get(data.exportId);
  if (!known) throw new NotFound(EXPORT_NOT_FOUND, { code: "export.not-found" });
  if (known.ready) return [];
  const ready = {
    exportId: data.exportId,
    memberId: metadata.aggregateId,
    expiresAt: exportExpiresAt(known.requestedAt),
  };
  return [{ type: "DataExportReady", data: ready }];
}

export function decide(command: DataExportsCommand, state: DataExportsState): DataExportEvent[] {
  switch (command.type) {
    case "RequestDataExport":
      return request(command, state);
    case "MarkDataExportReady":
      return markReady(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const dataExportsDecider = { initialState, evolve, decide };
