import { describe, it } from "vitest";
import type { CalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import { deciderSpec } from "@kumite/kit/testing";
import { calendarFeedDecider } from "./calendar-feed.ts";

// A member's calendar feed: made once with the first link asked for, given a new link on each
// renewal (which says the one it ends), and relinked once when its link cannot be shown again.
// It holds hashes and nonces only: a token never reaches a command, an event or the state.

const spec = deciderSpec(calendarFeedDecider, { aggregateId: "ben", actorId: "ben" });
const link = (name: string) => ({ tokenHash: `hash-${name}`, nonce: `nonce-${name}` });
const opened: CalendarFeedChange = { type: "CalendarFeedOpened", data: { memberId: "ben", ...link("first") } };

describe("a calendar feed", () => {
  it("is made with the link of the first ask, and a later ask keeps it", () => {
    spec
      .given([])
      .when({ type: "OpenFeed", data: link("first") })
      .then([opened]);
    spec
      .given([opened])
      .when({ type: "OpenFeed", data: link("second") })
      .then([]);
  });

  it("takes a new link on renewal, ending the one it had", () => {
    const renewed: CalendarFeedChange = {
      type: "CalendarFeedRenewed",
      data: { memberId: "ben", ...link("second"), previousTokenHash: "hash-first" },
    };
    spec
      .given([opened])
      .when({ type: "RenewFeed", data: link("second") })
      .then([renewed]);
    spec
      .given([opened, renewed])
      .when({ type: "RenewFeed", data: link("third") })
      .then([
        { type: "CalendarFeedRenewed", data: { memberId: "ben", ...link("third"), previousTokenHash: "hash-second" } },
      ]);
    spec
      .given([])
      .when({ type: "RenewFeed", data: link("first") })
      .then([{ type: "CalendarFeedRenewed", data: { memberId: "ben", ...link("first"), previousTokenHash: null } }]);
  });

  it("is relinked only while its link is the one the ask could not show, keeping that one", () => {
    const relinked: CalendarFeedChange = {
      type: "CalendarFeedRelinked",
      data: { memberId: "ben", ...link("second"), keptTokenHash: "hash-first" },
    };
    spec
      .given([opened])
      .when({ type: "RelinkFeed", data: { ...link("second"), replacing: "hash-first" } })
      .then([relinked]);
    // A second ask at the same moment finds the feed relinked already.
    spec
      .given([opened, relinked])
      .when({ type: "RelinkFeed", data: { ...link("third"), replacing: "hash-first" } })
      .then([]);
  });
});
