import { blocksSubject, MODERATION_STREAM, type BlockEvent } from "@kumite/contracts/moderation/events";
import { connectionPairId } from "@kumite/contracts/social/events";
import type { EventsOf } from "@kumite/kit/projection";
import { defineReaction } from "@kumite/kit/reaction";
import type { SocialDeps } from "../aggregates.ts";

// A block removes the connection between the two members (DESIGN.md, "Safety"), pending or
// accepted, whichever of them asked. The pair's aggregate decides from its own log, not from a read
// model that may lag: with no connection it appends nothing, so a block handled twice is harmless.
// An unblock restores nothing: they may ask again.

export const blockedMembersReaction = defineReaction<EventsOf<BlockEvent>, SocialDeps>({
  name: "blocked-members",
  stream: MODERATION_STREAM.name,
  subjects: [blocksSubject("*")],
  on: {
    async MemberBlocked(event, deps) {
      const { blockerId, blockedId } = event.data;
      await deps.aggregates.connections.handle(
        connectionPairId(blockerId, blockedId),
        { type: "RemoveBlockedConnection", data: { blockerId } },
        blockerId,
      );
    },
  },
});
