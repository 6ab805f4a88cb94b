import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing/projection-spec";
import { calendarFeedsProjection, feedOwner } from "./feeds-projection.ts";

// Which member a feed token opens: only each member's latest token, however often the events are
// applied (the spec's hostile runs apply them again and at once).

const spec = projectionSpec([calendarFeedsProjection]);
const feedEvent = (type: string, memberId: string, token: string, previousToken?: string): GivenEvent => ({
  type,
  aggregateId: memberId,
  data: { memberId, token, ...(type === "CalendarFeedRenewed" ? { previousToken: previousToken ?? null } : {}) },
});

describe("the calendar feeds projection", () => {
  it("opens a feed by its latest token only", async () => {
    await spec
      .given({
        DOJO: [
          feedEvent("CalendarFeedOpened", "ben", "ben-1"),
          feedEvent("CalendarFeedOpened", "ana", "ana-1"),
          feedEvent("CalendarFeedRenewed", "ben", "ben-2", "ben-1"),
          feedEvent("CalendarFeedRenewed", "ben", "ben-3", "ben-2"),
        ],
      })
      .then(async (store) => {
        expect(await feedOwner(store, "ben-3")).toBe("ben");
        expect(await feedOwner(store, "ana-1")).toBe("ana");
        expect(await feedOwner(store, "ben-1")).toBeNull();
        expect(await feedOwner(store, "ben-2")).toBeNull();
      });
  });
});
