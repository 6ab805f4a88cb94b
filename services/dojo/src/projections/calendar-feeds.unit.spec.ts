import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { hashFeedToken } from "@kumite/kit/upcasting";
import { CALENDAR_FEEDS, calendarFeedsProjection, feedOwner } from "./calendar-feeds.ts";

// Which member a feed token opens: only each member's latest link (and an older one kept beside it
// by a relink, until a renewal), however often the events are applied (the spec's hostile runs
// apply them again and at once). Tokens are looked up by their hash and never stored, including
// those of events from before tokens were hashed.

const spec = projectionSpec([calendarFeedsProjection]);
const event = (type: string, memberId: string, data: object): GivenEvent => ({
  type,
  aggregateId: memberId,
  data: { memberId, ...data },
});
const opened = (memberId: string, token: string) =>
  event("CalendarFeedOpened", memberId, { tokenHash: hashFeedToken(token), nonce: `n-${token}` });
const renewed = (memberId: string, token: string, previous: string) =>
  event("CalendarFeedRenewed", memberId, {
    tokenHash: hashFeedToken(token),
    nonce: `n-${token}`,
    previousTokenHash: hashFeedToken(previous),
  });

describe("the calendar feeds projection", () => {
  it("opens a feed by its latest link only", async () => {
    await spec
      .given({
        DOJO: [
          opened("ben", "ben-1"),
          opened("ana", "ana-1"),
          renewed("ben", "ben-2", "ben-1"),
          renewed("ben", "ben-3", "ben-2"),
        ],
      })
      .then(async (store) => {
        expect(await feedOwner(store, "ben-3")).toBe("ben");
        expect(await feedOwner(store, "ana-1")).toBe("ana");
        expect(await feedOwner(store, "ben-1")).toBeNull();
        expect(await feedOwner(store, "ben-2")).toBeNull();
      });
  });

  it("opens a feed made before tokens were hashed by its old token, and keeps no token", async () => {
    await spec
      .given({ DOJO: [event("CalendarFeedOpened", "ben", { token: "plain-ben-1" })] })
      .then(async (store) => expect(await feedOwner(store, "plain-ben-1")).toBe("ben"));
    await spec
      .given({
        DOJO: [
          event("CalendarFeedOpened", "ben", { token: "plain-ben-1" }),
          event("CalendarFeedRenewed", "ben", { token: "plain-ben-2", previousToken: "plain-ben-1" }),
          event("CalendarFeedOpened", "ana", { token: "plain-ana-1" }),
        ],
      })
      .then(async (store) => {
        expect(await feedOwner(store, "plain-ben-2")).toBe("ben");
        expect(await feedOwner(store, "plain-ana-1")).toBe("ana");
        expect(await feedOwner(store, "plain-ben-1")).toBeNull();
        const documents = await store.collection(CALENDAR_FEEDS).find({});
        expect(documents).toHaveLength(2);
        expect(JSON.stringify(documents)).not.toMatch(/plain-/);
      });
  });

  it("keeps an old link answering beside a relinked one, until the feed is renewed", async () => {
    const relinked = event("CalendarFeedRelinked", "ben", {
      tokenHash: hashFeedToken("ben-new"),
      nonce: "n-new",
      keptTokenHash: hashFeedToken("plain-ben"),
    });
    await spec
      .given({ DOJO: [event("CalendarFeedOpened", "ben", { token: "plain-ben" }), relinked] })
      .then(async (store) => {
        expect(await feedOwner(store, "ben-new")).toBe("ben");
        expect(await feedOwner(store, "plain-ben")).toBe("ben");
      });
    await spec
      .given({
        DOJO: [
          event("CalendarFeedOpened", "ben", { token: "plain-ben" }),
          relinked,
          renewed("ben", "ben-3", "ben-new"),
        ],
      })
      .then(async (store) => {
        expect(await feedOwner(store, "ben-3")).toBe("ben");
        expect(await feedOwner(store, "ben-new")).toBeNull();
        expect(await feedOwner(store, "plain-ben")).toBeNull();
      });
  });
});
