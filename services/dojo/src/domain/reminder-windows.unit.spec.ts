import { describe, expect, it } from "vitest";
import { reminderWindows } from "./reminder-windows.ts";

const START = "2026-12-01T18:30:00.000Z";

describe("a training event's reminder windows", () => {
  it("runs the 24-hour reminder until the 1-hour one is due, and that one until the start", () => {
    expect(reminderWindows(START, "2026-11-20T09:00:00.000Z")).toEqual([
      { reminder: "24h", dueAt: "2026-11-30T18:30:00.000Z", until: "2026-12-01T17:30:00.000Z" },
      { reminder: "1h", dueAt: "2026-12-01T17:30:00.000Z", until: START },
    ]);
  });

  it("leaves out a reminder whose time had passed when the event was scheduled", () => {
    expect(reminderWindows(START, "2026-12-01T09:00:00.000Z").map((window) => window.reminder)).toEqual(["1h"]);
    expect(reminderWindows(START, "2026-12-01T18:00:00.000Z")).toEqual([]);
  });
});
