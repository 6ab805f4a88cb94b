import { describe, expect, it } from "vitest";
import type { OpenMatDocument } from "../projections/gyms.ts";
import { filterDays, localNow, nextOpenMat } from "./open-mat-times.ts";

const openMat = (id: string, weekday: OpenMatDocument["weekday"], start: string, end: string, gone = false) =>
  ({ id, weekday, start, end, kind: "both", gone }) as OpenMatDocument;

describe("open mat times where the viewer is", () => {
  it("reads the weekday and time in the viewer's zone", () => {
    const now = new Date("2026-11-27T23:30:00Z"); // a Friday in UTC
    expect(localNow(now, "UTC")).toEqual({ weekday: "Friday", minutes: 23 * 60 + 30 });
    expect(localNow(now, "Asia/Tokyo")).toEqual({ weekday: "Saturday", minutes: 8 * 60 + 30 });
    expect(localNow(now, "America/Sao_Paulo")).toEqual({ weekday: "Friday", minutes: 20 * 60 + 30 });
    expect(filterDays("today", localNow(now, "Asia/Tokyo"))).toEqual(["Saturday"]);
    expect(filterDays("weekend", localNow(now, "UTC"))).toEqual(["Saturday", "Sunday"]);
  });

  it("finds the next open mat: under way today, later today, or days ahead", () => {
    const mats = [openMat("sat", "Saturday", "10:00", "12:00"), openMat("fri", "Friday", "18:00", "20:00")];
    const friday = (minutes: number) => ({ weekday: "Friday" as const, minutes });
    expect(nextOpenMat(mats, friday(17 * 60))).toMatchObject({ openMatId: "fri", daysAhead: 0 });
    expect(nextOpenMat(mats, friday(19 * 60))).toMatchObject({ openMatId: "fri", daysAhead: 0 });
    expect(nextOpenMat(mats, friday(20 * 60))).toMatchObject({ openMatId: "sat", daysAhead: 1 });
    expect(nextOpenMat([mats[1]!], friday(21 * 60))).toMatchObject({ openMatId: "fri", daysAhead: 7 });
    expect(nextOpenMat([openMat("gone", "Friday", "21:00", "22:00", true)], friday(0))).toBeNull();
    expect(nextOpenMat([], friday(0))).toBeNull();
  });
});
