import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time.ts";

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("formatRelativeTime", () => {
  it("reads 'Just now' under an hour, with or without the suffix", () => {
    expect(formatRelativeTime(ago(0), { now })).toBe("Just now");
    expect(formatRelativeTime(ago(59 * MINUTE), { now })).toBe("Just now");
    expect(formatRelativeTime(ago(59 * MINUTE), { now, suffix: true })).toBe("Just now");
  });

  it("counts whole hours under 24 hours", () => {
    expect(formatRelativeTime(ago(HOUR), { now })).toBe("1h");
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), { now })).toBe("23h");
    expect(formatRelativeTime(ago(5 * HOUR), { now, suffix: true })).toBe("5h ago");
  });

  it("counts whole days from 24 hours on", () => {
    expect(formatRelativeTime(ago(24 * HOUR), { now })).toBe("1d");
    expect(formatRelativeTime(ago(71 * HOUR), { now, suffix: true })).toBe("2d ago");
  });

  it("reads 'Just now' for a time in the future or an invalid date", () => {
    expect(formatRelativeTime(ago(-3 * HOUR), { now })).toBe("Just now");
    expect(formatRelativeTime("not a date", { now })).toBe("Just now");
  });
});
