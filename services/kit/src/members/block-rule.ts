import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { Forbidden, Unavailable } from "../errors.ts";
import type { Projector } from "../projection/projector.ts";
import type { ReadStore } from "../read-store/port.ts";
import { isBlockedBetween, sightOf, type Sight } from "./blocks.ts";

export { sightOf, type Sight };

// The block rule (DESIGN.md, "Safety"; after Mastodon and Discord), in one place for every service.
// Between a blocked pair, whoever made the block:
// - neither sees the other: their profile answers 404 as if deleted, their posts, comments and
//   live hints are gone, and where the other is only named (a dojo's owner, an event's organiser, a
//   group's member list) the name reads "A member";
// - neither reaches the other: no message, invitation, connection request or adding to a group, no
//   joining a dojo the other owns, an event the other organises or a group chat the other created;
//   an invitation or request between them made before the block is void.
// In a room both were in already (a dojo, an event, a group chat) each stays. The blocker sees the
// blocked member's messages there collapsed ("Message from a member you blocked"); the blocked member
// no longer sees the blocker's messages at all: a block hides you from them.
//
// Reads go through the kit's reply screen (http/block-screen.ts) on every signed-in route, writes
// that name a member through the kit's reach check (http/block-reach.ts), and the hints through
// publishLive; a handler adds `refuseIfBlocked` only where the member reached is not in the call
// (a dojo's owner, an event's organiser, a group's creator, an invitation's sender).

export const BLOCKED = "You cannot reach this member: one of you has blocked the other";

export const hides = (sight: Sight, memberId: string): boolean =>
  memberId !== sight.viewerId && (sight.blocked.has(memberId) || sight.blockedBy.has(memberId));

export const hidesAnyone = (sight: Sight): boolean => sight.blocked.size > 0 || sight.blockedBy.size > 0;

export class Blocked extends Forbidden {
  constructor() {
    super(BLOCKED, { code: "block.blocked" });
  }
}

/** What a check of the blocks reads: the blocks projection, and the projector that keeps it current. */
export type BlockReader = { store: ReadStore; projector: Pick<Projector, "current"> };

export const BLOCKS_BEHIND = "Kumite could not confirm who blocked whom just now: try again in a moment";
const CURRENT_WITHIN_MS = 2000;

/**
 * Waits until the blocks hold every block the log held when it was called: an act that reaches a
 * member is decided on the blocks as stored, never on a read model a moment behind them (a block
 * racing a join, a message or a request would otherwise be passed over).
 */
export async function blocksCurrent(reader: BlockReader): Promise<void> {
  if (!(await reader.projector.current(MODERATION_STREAM.name, CURRENT_WITHIN_MS)))
    throw new Unavailable(BLOCKS_BEHIND, { code: "read.behind" });
}

/** Refuses an act of `memberId` that reaches `otherId` when a block stands between them. */
export async function refuseIfBlocked(reader: BlockReader, memberId: string, otherId: string | null): Promise<void> {
  if (!otherId || otherId === memberId) return;
  await blocksCurrent(reader);
  if (await isBlockedBetween(reader.store, memberId, otherId)) throw new Blocked();
}

/** The members among `memberIds` that `memberId`'s acts may reach (its hints, its messages in a room). */
export async function reachableFrom(
  store: ReadStore,
  memberId: string,
  memberIds: Iterable<string>,
): Promise<string[]> {
  const sight = await sightOf(store, memberId);
  return [...new Set(memberIds)].filter((id) => !hides(sight, id));
}
