import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CalendarFeedChange, LegacyCalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import { upcastFeedChange } from "./feed-upcaster.ts";

// Feed events from before tokens were hashed are read with the token's SHA-256 in its place, the
// same on every replay; events as written now pass unchanged.

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

describe("reading a feed event", () => {
  it("hashes the plain tokens of an old event, the same each time, with no nonce", () => {
    const opened: LegacyCalendarFeedChange = { type: "CalendarFeedOpened", data: { memberId: "ben", token: "t-1" } };
    const renewed: LegacyCalendarFeedChange = {
      type: "CalendarFeedRenewed",
      data: { memberId: "ben", token: "t-2", previousToken: "t-1" },
    };
    expect(upcastFeedChange(opened)).toEqual({
      type: "CalendarFeedOpened",
      data: { memberId: "ben", tokenHash: sha256("t-1"), nonce: null },
    });
    expect(upcastFeedChange(renewed)).toEqual({
      type: "CalendarFeedRenewed",
      data: { memberId: "ben", tokenHash: sha256("t-2"), nonce: null, previousTokenHash: sha256("t-1") },
    });
    expect(upcastFeedChange(renewed)).toEqual(upcastFeedChange(renewed));
    const first: LegacyCalendarFeedChange = {
      type: "CalendarFeedRenewed",
      data: { memberId: "ben", token: "t-1", previousToken: null },
    };
    expect(upcastFeedChange(first).data).toMatchObject({ previousTokenHash: null });
  });

  it("leaves an event as written now as it is", () => {
    const events: CalendarFeedChange[] = [
      { type: "CalendarFeedOpened", data: { memberId: "ben", tokenHash: "h1", nonce: "n1" } },
      { type: "CalendarFeedRenewed", data: { memberId: "ben", tokenHash: "h2", nonce: "n2", previousTokenHash: "h1" } },
      { type: "CalendarFeedRelinked", data: { memberId: "ben", tokenHash: "h3", nonce: "n3", keptTokenHash: "h2" } },
    ];
    for (const event of events) expect(upcastFeedChange(event)).toEqual(event);
  });
});
