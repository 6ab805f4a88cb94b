import { DOJO_STREAM, rosterSubject, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineReaction } from "@kumite/kit/reaction";
import type { DojoDeps } from "../aggregates.ts";
import { followRemoval } from "../handlers/removals.ts";

// A member removed from a dojo loses what the roster alone does not take: their one-dojo claim and
// their places in its dojo-only events. The removal's request does it at once; this does it again
// from the log, so that a removal whose request was cut off (a crash, a restart) still completes.
// Each step is a no-op once done.

export const removedMembersReaction = defineReaction<EventsOf<DojoEvent>, DojoDeps>({
  name: "removed-members",
  stream: DOJO_STREAM.name,
  subjects: [rosterSubject("*")],
  on: {
    async MemberRemoved(event, deps) {
      await followRemoval(deps, event.data.dojoId, event.data.memberId);
    },
  },
});
