import { IDENTITY_STREAM, userSubject, type UserEvent } from "@kumite/contracts/identity/events";
import type { EventStore } from "../event-store.ts";
import type { EventsOf } from "../projection/define.ts";
import { defineReaction } from "../reaction/define.ts";

// Deleting an account erases the member's key, so what the log holds of theirs reads empty from
// then on, in every service and every replay. A reaction rather than a step of the deletion
// itself: it is delivered until it succeeds, so a process stopped between UserDeleted and the
// erasure erases on its next run; erasing twice changes nothing. It also erases, on its first run,
// the keys of members deleted before it existed.

export const erasedMembersReaction = defineReaction<EventsOf<UserEvent>, { events: EventStore }>({
  name: "erased-members",
  stream: IDENTITY_STREAM.name,
  subjects: [userSubject("*")],
  on: {
    async UserDeleted(event, deps) {
      await deps.events.memberKeys.erase(event.data.userId);
    },
  },
});
