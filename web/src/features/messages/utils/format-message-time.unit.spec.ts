import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./format-message-time.ts";

const options = { now: new Date("2025-03-10T15:00:00Z"), locale: "en-GB", timeZone: "UTC" };

describe("formatMessageTime", () => {
  it("shows only the clock time for a message sent today", () => {
    expect(formatMessageTime("2025-03-10T09:05:00Z", options)).toBe("9:05");
  });

  it("adds the day for an earlier message this year", () => {
    expect(formatMessageTime("2025-03-09T23:59:00Z", options)).toBe("9 Mar, 23:59");
  });

  it("adds the year for a message from another year", () => {
    expect(formatMessageTime("2024-12-31T08:00:00Z", options)).toBe("31 Dec 2024, 8:00");
  });

  it("decides 'today' in the given time zone", () => {
    expect(
      formatMessageTime("2025-03-09T23:30:00Z", {
        ...options,
        timeZone: "Europe/Lisbon",
        now: new Date("2025-03-10T08:00:00Z"),
      }),
    ).toBe("9 Mar, 23:30");
    expect(
      formatMessageTime("2025-03-10T00:30:00Z", {
        ...options,
        timeZone: "Asia/Tokyo",
        now: new Date("2025-03-10T08:00:00Z"),
      }),
    ).toBe("9:30");
  });

  it("is empty for a date it cannot read", () => {
    expect(formatMessageTime("not a date", options)).toBe("");
  });
});

describe("formatMessageTime in a 12-hour locale", () => {
  it("drops the leading zero of the hour", () => {
    expect(formatMessageTime("2025-03-10T15:05:00Z", { ...options, locale: "en-US" })).toBe("3:05 PM");
  });
});

describe("formatMessageTime in Brazilian Portuguese", () => {
  it("words the day and time as Brazilians read them", () => {
    const ptBR = { ...options, locale: "pt-BR" };
    expect(formatMessageTime("2025-03-10T15:05:00Z", ptBR)).toBe("15:05");
    expect(formatMessageTime("2024-12-31T08:00:00Z", ptBR)).toMatch(/^31 de dez\.? de 2024/);
  });
});
