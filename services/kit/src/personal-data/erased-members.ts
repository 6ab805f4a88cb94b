import type { EventStore } from "../event-store.ts";
import { deletedMemberReaction } from "../members/deleted-member-reaction.ts";

// Deleting an account erases the member's key, so what the log holds of theirs reads empty from
// then on, in every service and every replay. A reaction rather than a step of the deletion
// itself: it is delivered until it succeeds, so a process stopped between UserDeleted and the
// erasure erases on its next run; erasing twice changes nothing. It also erases, on its first run,
// the keys of members deleted before it existed.

export const erasedMembersReaction = deletedMemberReaction<{ events: EventStore }>("erased-members", (memberId, deps) =>
  deps.events.memberKeys.erase(memberId),
);
