import { caseSubject, MODERATION_STREAM, type CaseEvent } from "@kumite/contracts/moderation/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineReaction } from "@kumite/kit/reaction";
import type { IdentityDeps } from "../aggregates.ts";

// A suspension ends the member's sessions at once: every open browser is signed out (the gateway
// closes its live stream), and sign-in is refused until the suspension is lifted (handlers/login.ts).
// Ending sessions twice ends nothing more, so an event handled again is harmless.

export const suspendedMembersReaction = defineReaction<EventsOf<CaseEvent>, IdentityDeps>({
  name: "suspended-members",
  stream: MODERATION_STREAM.name,
  subjects: [caseSubject("*")],
  on: {
    async MemberSuspended(event, deps) {
      await deps.sessions.endAllFor(event.data.memberId);
    },
  },
});
