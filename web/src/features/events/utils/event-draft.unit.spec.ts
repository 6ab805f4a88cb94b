import { describe, expect, it } from "vitest";
import { eventBody, firstMissing, maxParticipantsOf } from "./event-draft.ts";

const when = new Date("2030-03-09T18:30:00.000Z");
const whole = { title: " Randori ", eventDate: when, dojoId: "d-1" };

describe("a Create Event draft (SPEC §5)", () => {
  it.each([
    [{ ...whole, title: "   " }, "title"],
    [{ ...whole, title: undefined }, "title"],
    [{ ...whole, eventDate: null }, "eventDate"],
    [{ ...whole, dojoId: undefined }, "dojoId"],
  ] as const)("is not sent without its title, date or dojo (%o)", (draft, missing) => {
    expect(firstMissing(draft)).toBe(missing);
    expect(eventBody(draft, "me")).toBeNull();
  });

  it.each([
    [undefined, 10],
    [null, 10],
    ["", 10],
    ["lots", 10],
    ["25", 25],
    [0, 1],
    [-3, 1],
    [250, 100],
    [7.9, 7],
  ])("takes max participants %o as %i (1 to 100, else 10)", (raw, expected) => {
    expect(maxParticipantsOf(raw)).toBe(expected);
  });

  it("sends the trimmed title, the date as an ISO timestamp, and who creates it", () => {
    expect(eventBody({ ...whole, description: " Gi ", maxParticipants: "12", isDojoOnly: true }, "me")).toEqual({
      title: "Randori",
      description: "Gi",
      eventDate: "2030-03-09T18:30:00.000Z",
      maxParticipants: 12,
      dojoId: "d-1",
      isDojoOnly: true,
      createdBy: "me",
    });
  });
});
