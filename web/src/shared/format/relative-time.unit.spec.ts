import { describe, expect, it } from "vitest";
import { formatDateTime, formatRelativeTime } from "./relative-time.ts";

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const en = { now, justNow: "Just now", locale: "en" } as const;
const pt = { now, justNow: "Agora mesmo", locale: "pt-BR" } as const;

describe("formatRelativeTime", () => {
  it("reads the caller's 'Just now' under an hour, with or without the suffix", () => {
    expect(formatRelativeTime(ago(0), en)).toBe("Just now");
    expect(formatRelativeTime(ago(59 * MINUTE), en)).toBe("Just now");
    expect(formatRelativeTime(ago(59 * MINUTE), { ...en, suffix: true })).toBe("Just now");
  });

  it("counts whole hours under 24 hours", () => {
    expect(formatRelativeTime(ago(HOUR), en)).toBe("1h");
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), en)).toBe("23h");
    expect(formatRelativeTime(ago(5 * HOUR), { ...en, suffix: true })).toBe("5h ago");
  });

  it("counts whole days from 24 hours on", () => {
    expect(formatRelativeTime(ago(24 * HOUR), en)).toBe("1d");
    expect(formatRelativeTime(ago(71 * HOUR), { ...en, suffix: true })).toBe("2d ago");
  });

  it("reads 'Just now' for a time in the future or an invalid date", () => {
    expect(formatRelativeTime(ago(-3 * HOUR), en)).toBe("Just now");
    expect(formatRelativeTime("not a date", en)).toBe("Just now");
  });

  it("words hours and days in Portuguese for pt-BR", () => {
    expect(formatRelativeTime(ago(5 * HOUR), { ...pt, suffix: true })).toBe("há 5 h");
    expect(formatRelativeTime(ago(72 * HOUR), pt)).toBe("3 dias");
    expect(formatRelativeTime(ago(MINUTE), pt)).toBe("Agora mesmo");
  });
});

describe("formatDateTime", () => {
  it("follows the locale's order of day and month", () => {
    const date = "2025-03-04T10:00:00Z";
    expect(formatDateTime(date, "en")).toMatch(/Mar 4, 2025/);
    expect(formatDateTime(date, "pt-BR")).toMatch(/4 de mar\. de 2025/);
  });
});
