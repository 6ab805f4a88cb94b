import { PROFILE_DEFAULTS } from "@kumite/contracts/identity/profile";
import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { connectionPairId, type ConnectionEvent } from "@kumite/contracts/social/connections";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import type { PassEvent } from "@kumite/contracts/social/matching";
import { randomUUID } from "node:crypto";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import type { ReadStore } from "@kumite/kit/read-store/port";
import {
  CONNECTIONS,
  MATCHING_GENERATION,
  MATCHING_META,
  MEMBERS,
  PASSES,
  type ActiveMemberDocument,
  type ConnectionDocument,
  type MemberDocument,
  type MemberProfile,
  type PassDocument,
} from "./collections.ts";

// Members as matching sees them (from identity's events), the connections between them and the
// passes (from social's own). The two streams arrive in any interleaving: a deleted member stays
// as a tombstone, so a connection or a pass applied after the deletion is not stored.

export const matchingProjection = defineProjection<EventsOf<UserEvent | ConnectionEvent | PassEvent>>({
  name: "matching",
  streams: [SOCIAL_STREAM.name, IDENTITY_STREAM.name],
  async setup(store) {
    await store.collection(MEMBERS).createIndex({ changedSeq: 1 });
    const meta = store.collection<{ _id: string; value: string }>(MATCHING_META);
    if (!(await meta.findOne({ _id: MATCHING_GENERATION }))) {
      await meta.replaceOne(
        { _id: MATCHING_GENERATION },
        { _id: MATCHING_GENERATION, value: randomUUID() },
        { upsert: true },
      );
    }
    await store.collection(CONNECTIONS).createIndex({ members: 1, status: 1 });
    await store.collection(PASSES).createIndex({ userId: 1, passedAt: 1 });
  },
  on: {
    async UserRegistered({ data, sequence }, store) {
      const { userId, ...profile } = data;
      const members = store.collection<MemberDocument>(MEMBERS);
      const current = await members.findOne({ _id: userId });
      // Replayed after a crash: never older over newer (the candidate index reads by changedSeq).
      if (current && (current.deleted || current.changedSeq >= sequence)) return;
      await members.replaceOne({ _id: userId }, memberDocument(userId, { ...PROFILE_DEFAULTS, ...profile }, sequence), {
        upsert: true,
      });
    },
    async UserProfileUpdated({ data, sequence }, store) {
      const { userId, ...changes } = data;
      const members = store.collection<MemberDocument>(MEMBERS);
      const current = await members.findOne({ _id: userId });
      if (!current || current.deleted || current.changedSeq >= sequence) return;
      const { _id, changedSeq: _changed, ...profile } = current;
      await members.replaceOne({ _id: userId }, memberDocument(userId, { ...profile, ...changes }, sequence));
    },
    async UserDeleted({ aggregateId: userId, sequence }, store) {
      await store
        .collection<MemberDocument>(MEMBERS)
        .replaceOne({ _id: userId }, { _id: userId, deleted: true, changedSeq: sequence }, { upsert: true });
      await store.collection(CONNECTIONS).deleteMany({ members: userId });
      await store.collection(PASSES).deleteMany({ userId });
      await store.collection(PASSES).deleteMany({ passedUserId: userId });
    },
    async ConnectionRequested({ data, occurredAt }, store) {
      const { connectionId, userId, connectedUserId } = data;
      if (await eitherDeleted(store, userId, connectedUserId)) return;
      const connection: ConnectionDocument = {
        _id: connectionId,
        pairId: connectionPairId(userId, connectedUserId),
        userId,
        connectedUserId,
        members: [userId, connectedUserId],
        status: "pending",
        createdAt: occurredAt,
        acceptedAt: null,
        matched: false,
      };
      await store
        .collection<ConnectionDocument>(CONNECTIONS)
        .replaceOne({ _id: connectionId }, connection, { upsert: true });
    },
    async ConnectionAccepted({ data, occurredAt }, store) {
      await store
        .collection<ConnectionDocument>(CONNECTIONS)
        .updateOne(
          { _id: data.connectionId, status: "pending" },
          { $set: { status: "accepted", acceptedAt: occurredAt, matched: data.mutual } },
        );
    },
    async ConnectionRemoved({ data }, store) {
      await store.collection(CONNECTIONS).deleteOne({ _id: data.connectionId });
    },
    async MemberPassed({ data, occurredAt }, store) {
      const { userId, passedUserId } = data;
      if (await eitherDeleted(store, userId, passedUserId)) return;
      const pass: PassDocument = { _id: `${userId}|${passedUserId}`, userId, passedUserId, passedAt: occurredAt };
      await store.collection<PassDocument>(PASSES).replaceOne({ _id: pass._id }, pass, { upsert: true });
    },
  },
});

function memberDocument(userId: string, profile: MemberProfile, changedSeq: number): ActiveMemberDocument {
  return { _id: userId, ...profile, changedSeq };
}

async function eitherDeleted(store: ReadStore, a: string, b: string): Promise<boolean> {
  const members = store.collection<MemberDocument>(MEMBERS);
  for (const id of [a, b]) if ((await members.findOne({ _id: id }, { fields: { deleted: 1 } }))?.deleted) return true;
  return false;
}
