import type { ConnectionEvent } from "@kumite/contracts/social/events";
import type { EnvelopeOf } from "@kumite/kit/aggregate";
import type { LiveHint } from "@kumite/kit/live";

// Both members' open browsers hear of every change to their connection (their bells and friends
// lists refetch; DESIGN.md, "Real time"). Made or ended by either of them, it is never between a
// blocked pair but the moment a block ends it, and then both are told it is gone.

export function connectionHints(events: Array<EnvelopeOf<ConnectionEvent>>): LiveHint[] {
  return events.map(({ data: { connectionId, userId, connectedUserId } }) => ({
    from: null,
    to: [userId, connectedUserId],
    event: { type: "connection", connectionId },
  }));
}
