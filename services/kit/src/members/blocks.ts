import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM, type BlockEvent } from "@kumite/contracts/moderation/events";
import { ProjectionCache } from "../projection/cache.ts";
import { defineProjection, type EventsOf } from "../projection/define.ts";
import type { Projector } from "../projection/projector.ts";
import type { ReadStore } from "../read-store/port.ts";
import { wasDeleted } from "./queries.ts";

// Who blocked whom (moderation's events), for every service: a block holds both ways, on every read
// and write path (DESIGN.md, "Safety"). A service lists it beside the member directory (and reads
// MODERATION). A deleted member's blocks leave with them; one that moderation's stream brings after
// the deletion (the streams interleave, a restart replays one) is never stored.

export const BLOCKS = "blocks";
export type BlockDocument = { _id: string; blockerId: string; blockedId: string; blockedAt: string };

const blockKey = (blockerId: string, blockedId: string) => `${blockerId}:${blockedId}`;

export const blocksProjection = defineProjection<EventsOf<UserEvent | BlockEvent>>({
  name: "blocks",
  streams: [IDENTITY_STREAM.name, MODERATION_STREAM.name],
  foundation: true,
  async setup(store) {
    await store.collection(BLOCKS).createIndex({ blockerId: 1 });
    await store.collection(BLOCKS).createIndex({ blockedId: 1 });
  },
  on: {
    async UserDeleted({ aggregateId }, store) {
      await store.collection(BLOCKS).deleteMany({ blockerId: aggregateId });
      await store.collection(BLOCKS).deleteMany({ blockedId: aggregateId });
    },
    async MemberBlocked({ data }, store) {
      if ((await wasDeleted(store, data.blockerId)) || (await wasDeleted(store, data.blockedId))) return;
      const block: BlockDocument = { _id: blockKey(data.blockerId, data.blockedId), ...data };
      await store.collection<BlockDocument>(BLOCKS).replaceOne({ _id: block._id }, block, { upsert: true });
    },
    async MemberUnblocked({ data }, store) {
      await store.collection(BLOCKS).deleteOne({ _id: blockKey(data.blockerId, data.blockedId) });
    },
  },
});

/** What one member may see of others: who is hidden from them by a block, and which way it points. */
export type Sight = {
  readonly viewerId: string;
  /** Members the viewer blocked. */
  readonly blocked: ReadonlySet<string>;
  /** Members who blocked the viewer. */
  readonly blockedBy: ReadonlySet<string>;
};

// A member's sight is read once and kept (a member may have a thousand blocks, and one call asks
// for it in the kit's screen and in its queries) until the blocks projection applies a change, here
// or, on standby, by the leader. The service keeps them beside its projector; without that, each
// ask reads the blocks.
const keptSights = new WeakMap<ReadStore, ProjectionCache<Sight>>();

/** Keeps the sights read from `store` until `projector` applies a change of the blocks. */
export function keepSights(store: ReadStore, projector: Pick<Projector, "onApplied">): void {
  keptSights.set(store, new ProjectionCache(projector, [blocksProjection.name]));
}

/** The viewer's sight: two indexed reads of the blocks, kept until they change. */
export function sightOf(store: ReadStore, viewerId: string): Promise<Sight> {
  const kept = keptSights.get(store);
  return kept ? kept.get(viewerId, () => readSight(store, viewerId)) : readSight(store, viewerId);
}

async function readSight(store: ReadStore, viewerId: string): Promise<Sight> {
  const blocks = store.collection<BlockDocument>(BLOCKS);
  const [theirs, others] = await Promise.all([
    blocks.find({ blockerId: viewerId }, { fields: { blockedId: 1 } }),
    blocks.find({ blockedId: viewerId }, { fields: { blockerId: 1 } }),
  ]);
  return {
    viewerId,
    blocked: new Set(theirs.map((block) => block.blockedId)),
    blockedBy: new Set(others.map((block) => block.blockerId)),
  };
}

/** The members `memberId` blocked or was blocked by: neither side sees or reaches the other. */
export async function blockedWith(store: ReadStore, memberId: string): Promise<Set<string>> {
  const { blocked, blockedBy } = await sightOf(store, memberId);
  return new Set([...blocked, ...blockedBy]);
}

/** Whether a block stands between `a` and `b`, whichever of them made it. */
export async function isBlockedBetween(store: ReadStore, a: string, b: string): Promise<boolean> {
  const found = await store
    .collection<BlockDocument>(BLOCKS)
    .find({ _id: { $in: [blockKey(a, b), blockKey(b, a)] } }, { fields: { _id: 1 } });
  return found.length > 0;
}

/** Whether `blockerId` has blocked `blockedId` (one way only). */
export async function hasBlocked(store: ReadStore, blockerId: string, blockedId: string): Promise<boolean> {
  return (await store.collection<BlockDocument>(BLOCKS).findOne({ _id: blockKey(blockerId, blockedId) })) !== null;
}

/** The members `blockerId` blocked, the latest first. */
export function blocksBy(store: ReadStore, blockerId: string): Promise<BlockDocument[]> {
  return store.collection<BlockDocument>(BLOCKS).find({ blockerId }, { sort: { blockedAt: -1 } });
}
