import { randomUUID } from "node:crypto";
import {
  IDENTITY_STREAM,
  PUBLIC_PROFILE_DEFAULTS,
  type UserEvent,
  type UserRegistered,
} from "@kumite/contracts/identity/events";
import { eventOrder } from "../event-store.ts";
import { defineProjection, type EventsOf } from "../projection/define.ts";
import { DuplicateKeyError, type ReadStore } from "../read-store/port.ts";

// The member directory: who the members are, from identity's public events, for every service that
// shows, checks or matches members. A service includes it in its projections (and reads IDENTITY);
// it is applied before the service's other projections (`foundation`), so their handlers may ask it
// whether a member was deleted. Later contexts' facts about members (dojo and role, bans, blocks)
// land here too, so no service keeps a copy of its own. Where a member is, it knows only as the
// ~1 km cell of their point (`cell`): their point never leaves identity (DESIGN, Safety), and old
// events that carried it are read with the cell instead (kit/upcasting/home-points.ts).

export const MEMBERS = "members";
const DIRECTORY_META = "member_directory";
const GENERATION = "generation";

export type MemberProfile = Omit<UserRegistered, "userId">;
/**
 * A member, or the tombstone of a deleted one (which no query returns). `changedSeq` is the IDENTITY
 * order (eventOrder) of the event that last changed it: a replayed event never overwrites a newer one, and a
 * follower (matching's candidate index) finds what changed since it last looked.
 */
export type MemberEntry =
  | (MemberProfile & { _id: string; deleted?: false; changedSeq: number; joinedAt?: string })
  | { _id: string; deleted: true; changedSeq: number };
export type Member = Extract<MemberEntry, { deleted?: false }>;

export const memberDirectory = defineProjection<EventsOf<UserEvent>>({
  name: "members",
  streams: [IDENTITY_STREAM.name],
  foundation: true,
  async setup(store) {
    await store.collection(MEMBERS).createIndex({ changedSeq: 1 });
    const meta = store.collection<{ _id: string; value: string }>(DIRECTORY_META);
    if (!(await meta.findOne({ _id: GENERATION })))
      await meta.replaceOne({ _id: GENERATION }, { _id: GENERATION, value: randomUUID() }, { upsert: true });
  },
  on: {
    async UserRegistered(event, store) {
      const { data } = event;
      const sequence = eventOrder(event);
      const { userId, ...profile } = data;
      // When the account was made: a report from an account under a day old does not count (moderation).
      const member: Member = {
        _id: userId,
        ...PUBLIC_PROFILE_DEFAULTS,
        ...profile,
        joinedAt: event.occurredAt,
        changedSeq: sequence,
      };
      try {
        // The guard is in the write: a newer entry or a tombstone matches nothing, and the upsert
        // then finds the id taken.
        await store
          .collection<MemberEntry>(MEMBERS)
          .replaceOne({ _id: userId, deleted: { $ne: true }, changedSeq: { $lt: sequence } }, member, { upsert: true });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    async UserProfileUpdated(event, store) {
      const { data } = event;
      const sequence = eventOrder(event);
      const { userId, ...changes } = data;
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // The guard is in the write: an older or repeated change, or one after a deletion, matches nothing.
      await store
        .collection<MemberEntry>(MEMBERS)
        .updateOne(
          { _id: userId, deleted: { $ne: true }, changedSeq: { $lt: sequence } },
          { $set: { ...defined, changedSeq: sequence } },
        );
    },
    async UserDeleted(event, store) {
      const userId = event.aggregateId;
      const sequence = eventOrder(event);
      const tombstone: MemberEntry = { _id: userId, deleted: true, changedSeq: sequence };
      await store.collection<MemberEntry>(MEMBERS).replaceOne({ _id: userId }, tombstone, { upsert: true });
    },
  },
});

/** Which build of the directory this is: a rebuilt directory has a new one, and followers start over. */
export async function directoryGeneration(store: ReadStore): Promise<string | null> {
  const marker = await store.collection<{ _id: string; value: string }>(DIRECTORY_META).findOne({ _id: GENERATION });
  return marker?.value ?? null;
}
