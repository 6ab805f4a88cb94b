import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../event-store.ts";
import { calendarFeedTokensHashed } from "./calendar-feed-tokens.ts";
import { upcast } from "./upcast.ts";

// Calendar feed events from before tokens were hashed are read with the token's SHA-256 in its
// place, the same on every read; events as written now, and other streams, pass untouched.

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");
const stored = (type: string, data: object, stream = "DOJO"): StoredEvent => ({
  id: "e1",
  type,
  aggregateId: "ben",
  occurredAt: "2026-11-20T09:00:00.000Z",
  actorId: "ben",
  data,
  stream,
  subject: "dojo.calendar.ben",
  sequence: 7,
  index: 0,
});

describe("reading a calendar feed event", () => {
  it("hashes the plain tokens of an old event, the same each time, with no nonce", () => {
    const opened = upcast(stored("CalendarFeedOpened", { memberId: "ben", token: "t-1" }));
    expect(opened.data).toEqual({ memberId: "ben", tokenHash: sha256("t-1"), nonce: null });
    expect({ ...opened, data: undefined }).toEqual({ ...stored("X", {}), type: "CalendarFeedOpened", data: undefined });
    const renewed = stored("CalendarFeedRenewed", { memberId: "ben", token: "t-2", previousToken: "t-1" });
    expect(upcast(renewed).data).toEqual({
      memberId: "ben",
      tokenHash: sha256("t-2"),
      nonce: null,
      previousTokenHash: sha256("t-1"),
    });
    expect(upcast(renewed)).toEqual(upcast(renewed));
    const first = stored("CalendarFeedRenewed", { memberId: "ben", token: "t-1", previousToken: null });
    expect(upcast(first).data).toMatchObject({ previousTokenHash: null });
  });

  it("leaves events as written now, and other streams' events, as they are", () => {
    const now = [
      stored("CalendarFeedOpened", { memberId: "ben", tokenHash: "h1", nonce: "n1" }),
      stored("CalendarFeedRenewed", { memberId: "ben", tokenHash: "h2", nonce: "n2", previousTokenHash: "h1" }),
      stored("CalendarFeedRelinked", { memberId: "ben", tokenHash: "h3", nonce: "n3", keptTokenHash: "h2" }),
      stored("CalendarFeedOpened", { memberId: "ben", token: "t-1" }, "SOCIAL"),
    ];
    for (const event of now) expect(calendarFeedTokensHashed(event)).toBe(event);
  });
});
