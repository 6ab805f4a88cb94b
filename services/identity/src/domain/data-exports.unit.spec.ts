import { describe, expect, it } from "vitest";
import type { DataExportEvent } from "@kumite/contracts/identity/events";
import { NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import {
  EXPORT_NOT_FOUND,
  EXPORT_TOO_SOON,
  ExportTooSoon,
  dataExportsDecider,
  waitBeforeNextExport,
} from "./data-exports.ts";

// Ana's data exports: once every 10 minutes, each ready once, downloadable for a week from her request.

const NOW = new Date("2026-11-28T12:00:00.000Z");
const spec = deciderSpec(dataExportsDecider, { aggregateId: "ana", actorId: "ana", now: NOW, commandId: "export-2" });
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const requested = (exportId: string, requestedAt: string): DataExportEvent => ({
  type: "DataExportRequested",
  data: { exportId, memberId: "ana", requestedAt },
});
const ready = (exportId: string, expiresAt: string): DataExportEvent => ({
  type: "DataExportReady",
  data: { exportId, memberId: "ana", expiresAt },
});

describe("a member's data exports", () => {
  it("may be asked for when there is none, or the last is 10 minutes old", () => {
    const asked = requested("export-2", NOW.toISOString());
    spec.given([]).when({ type: "RequestDataExport", data: {} }).then([asked]);
    spec
      .given([requested("export-1", minutesAgo(10))])
      .when({ type: "RequestDataExport", data: {} })
      .then([asked]);
  });

  it("refuses a request under 10 minutes after the last, saying when the next may come", () => {
    spec
      .given([requested("export-1", minutesAgo(9))])
      .when({ type: "RequestDataExport", data: {} })
      .thenThrows(ExportTooSoon, EXPORT_TOO_SOON);
    // Ready or not, the last request counts.
    spec
      .given([requested("export-1", minutesAgo(1)), ready("export-1", "2026-12-05T11:59:00.000Z")])
      .when({ type: "RequestDataExport", data: {} })
      .thenThrows(ExportTooSoon);
    expect(waitBeforeNextExport(minutesAgo(9), NOW)).toBe(60_000);
    expect(waitBeforeNextExport(minutesAgo(10), NOW)).toBe(0);
    expect(waitBeforeNextExport(null, NOW)).toBe(0);
  });

  it("is ready once, kept for 7 days from the request", () => {
    const asked = requested("export-1", minutesAgo(30));
    spec
      .given([asked])
      .when({ type: "MarkDataExportReady", data: { exportId: "export-1" } })
      .then([ready("export-1", "2026-12-05T11:30:00.000Z")]);
    spec
      .given([asked, ready("export-1", "2026-12-05T11:30:00.000Z")])
      .when({ type: "MarkDataExportReady", data: { exportId: "export-1" } })
      .then([]);
    spec
      .given([asked])
      .when({ type: "MarkDataExportReady", data: { exportId: "export-9" } })
      .thenThrows(NotFound, EXPORT_NOT_FOUND);
  });

  it("forgets exports past their week as new ones come", () => {
    const old = requested("export-0", "2026-11-01T12:00:00.000Z");
    const state = [old, requested("export-1", NOW.toISOString())].reduce(
      dataExportsDecider.evolve,
      dataExportsDecider.initialState,
    );
    expect([...state.exports.keys()]).toEqual(["export-1"]);
  });
});
