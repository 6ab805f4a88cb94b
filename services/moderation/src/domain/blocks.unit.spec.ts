import { describe, it } from "vitest";
import type { BlockEvent } from "@kumite/contracts/moderation/events";
import { InvalidInput, Unprocessable } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { BLOCK_SELF, BLOCKS_MAX, blocksDecider, TOO_MANY_BLOCKS } from "./blocks.ts";

// Ana's blocks: whom she shuts out, until she lifts it; repeating either changes nothing.

const NOW = new Date("2026-11-26T12:00:00.000Z");
const spec = deciderSpec(blocksDecider, { aggregateId: "ana", actorId: "ana", now: NOW });
const blocked = (blockedId: string): BlockEvent => ({
  type: "MemberBlocked",
  data: { blockerId: "ana", blockedId, blockedAt: NOW.toISOString() },
});
const unblocked = (blockedId: string): BlockEvent => ({
  type: "MemberUnblocked",
  data: { blockerId: "ana", blockedId },
});

describe("a member's blocks", () => {
  it("block a member once, never oneself", () => {
    spec
      .given([])
      .when({ type: "Block", data: { memberId: "ben" } })
      .then([blocked("ben")]);
    spec
      .given([blocked("ben")])
      .when({ type: "Block", data: { memberId: "ben" } })
      .then([]);
    spec
      .given([])
      .when({ type: "Block", data: { memberId: "ana" } })
      .thenThrows(InvalidInput, BLOCK_SELF);
  });

  it("lift a block that stands, and nothing else", () => {
    spec
      .given([blocked("ben")])
      .when({ type: "Unblock", data: { memberId: "ben" } })
      .then([unblocked("ben")]);
    spec
      .given([blocked("ben"), unblocked("ben")])
      .when({ type: "Unblock", data: { memberId: "ben" } })
      .then([]);
    spec
      .given([blocked("ben"), unblocked("ben")])
      .when({ type: "Block", data: { memberId: "ben" } })
      .then([blocked("ben")]);
  });

  it(`stop at ${BLOCKS_MAX} members`, () => {
    const many = Array.from({ length: BLOCKS_MAX }, (_, index) => blocked(`m${index}`));
    spec
      .given(many)
      .when({ type: "Block", data: { memberId: "one-more" } })
      .thenThrows(Unprocessable, TOO_MANY_BLOCKS);
    spec
      .given(many)
      .when({ type: "Block", data: { memberId: "m1" } })
      .then([]);
  });
});
