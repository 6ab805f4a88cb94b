import type { InboxEvent } from "@kumite/contracts/messaging/events";
import type { EnvelopeOf } from "@kumite/kit/aggregate";
import type { LiveHint } from "@kumite/kit/live";

// A member's bell, read in one tab, is read in their others too (DESIGN.md, "Real time").

export function inboxHints(events: Array<EnvelopeOf<InboxEvent>>): LiveHint[] {
  return events.map((event) => ({
    from: null,
    to: [event.data.memberId],
    event: {
      type: "notification",
      notificationId: event.type === "NotificationRead" ? event.data.notificationId : "",
    },
  }));
}
