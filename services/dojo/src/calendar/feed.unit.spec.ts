import { describe, it } from "vitest";
import type { CalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import { deciderSpec } from "@kumite/kit/testing/decider-spec";
import { calendarFeedDecider } from "./feed.ts";

// A member's calendar feed: made once with the first token asked for, and given a new token on
// each renewal, which says the one it ends.

const spec = deciderSpec(calendarFeedDecider, { aggregateId: "ben", actorId: "ben" });
const opened: CalendarFeedChange = { type: "CalendarFeedOpened", data: { memberId: "ben", token: "first" } };

describe("a calendar feed", () => {
  it("is made with the token of the first ask, and a later ask keeps it", () => {
    spec
      .given([])
      .when({ type: "OpenFeed", data: { token: "first" } })
      .then([opened]);
    spec
      .given([opened])
      .when({ type: "OpenFeed", data: { token: "second" } })
      .then([]);
  });

  it("takes a new token on renewal, ending the one it had", () => {
    const renewed: CalendarFeedChange = {
      type: "CalendarFeedRenewed",
      data: { memberId: "ben", token: "second", previousToken: "first" },
    };
    spec
      .given([opened])
      .when({ type: "RenewFeed", data: { token: "second" } })
      .then([renewed]);
    spec
      .given([opened, renewed])
      .when({ type: "RenewFeed", data: { token: "third" } })
      .then([{ type: "CalendarFeedRenewed", data: { memberId: "ben", token: "third", previousToken: "second" } }]);
    spec
      .given([])
      .when({ type: "RenewFeed", data: { token: "first" } })
      .then([{ type: "CalendarFeedRenewed", data: { memberId: "ben", token: "first", previousToken: null } }]);
  });
});
