import { describe, expect, it } from "vitest";
import { calendarOf, calendarText, type CalendarEntry } from "./ics.ts";

// What a member writes reaches other members' calendars only as text: a line break in a title, a
// description, a dojo's name or the calendar's own name never starts a line of the file.

const INJECTED = "BEGIN:VEVENT\r\nUID:forged@x\r\nSUMMARY:Forged\r\nDTSTART:20990101T000000Z\r\nEND:VEVENT";
const BREAKS = ["\r\n", "\n", "\r", "\u2028", "\u2029", "\u0085", "\u000b", "\u000c"];

const entry = (text: string): CalendarEntry => ({
  id: "event-1",
  title: `Kata${text}`,
  description: `Bring a gi${text}`,
  eventDate: "2030-01-01T18:00:00.000Z",
  dojoId: "dojo-1",
  dojoName: `Porto Judo${text}`,
  cancelled: false,
});

const lines = (ics: string) => ics.split(/\r\n/);

describe("a calendar file", () => {
  it.each(BREAKS)("keeps a title, description, place and name with a break (%j) on their own lines", (brk) => {
    const text = `${brk}${INJECTED.replaceAll("\r\n", brk)}`;
    const ics = calendarOf(`Kumite${text}`, [entry(text)], "http://localhost:8080");
    expect(lines(ics).filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines(ics).filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(lines(ics).some((line) => /^(UID:forged|SUMMARY:Forged|DTSTART:2099)/.test(line))).toBe(false);
    // The only line breaks are the file's own CRLFs.
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
  });

  it("shows the words of such a title with spaces where the breaks were", () => {
    const ics = calendarOf("Kumite", [entry("\r\nnight")], "http://localhost:8080");
    expect(ics).toContain("SUMMARY:Kata night\r\n");
  });
});

describe("calendarText", () => {
  it("folds every run of control characters into one space, and keeps other text", () => {
    expect(calendarText("a\r\n\tb\u0000c\u007fd\u009fe\u2028f\u2029g")).toBe("a b c d e f g");
    expect(calendarText("  Judo – 柔道 🥋 ")).toBe("Judo – 柔道 🥋");
    expect(calendarText("\n")).toBe("");
  });
});
