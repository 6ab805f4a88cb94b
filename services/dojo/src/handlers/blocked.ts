import { Forbidden } from "@kumite/kit/errors";
import { isBlockedBetween } from "@kumite/kit/members/blocks";
import type { ReadStore } from "@kumite/kit/read-store/port";

// A block holds both ways (DESIGN.md, "Safety"): neither member invites the other to a dojo or a
// training event, whichever of them blocked. Those already together stay together.

export const BLOCKED = "You cannot reach this member: one of you has blocked the other";

export async function refuseIfBlocked(store: ReadStore, memberId: string, otherId: string): Promise<void> {
  if (await isBlockedBetween(store, memberId, otherId)) throw new Forbidden(BLOCKED, { code: "block.blocked" });
}
