import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, connectionPairId, type ConnectionEvent, type PassEvent } from "@kumite/contracts/social/events";
import { wasDeleted } from "@kumite/kit/members";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import type { ReadStore } from "@kumite/kit/read-store";
import { CONNECTIONS, PASSES, type ConnectionDocument, type PassDocument } from "./collections.ts";

// The connections between members and whom each member passed (social's own events). Members are
// the kit's member directory, applied before this projection: a connection or a pass applied after
// either member's deletion finds the tombstone and is not stored, and the deletion removes those
// applied before it.

export const matchingProjection = defineProjection<EventsOf<UserEvent | ConnectionEvent | PassEvent>>({
  name: "matching",
  streams: [SOCIAL_STREAM.name, IDENTITY_STREAM.name],
  async setup(store) {
    await store.collection(CONNECTIONS).createIndex({ members: 1, status: 1 });
    await store.collection(PASSES).createIndex({ userId: 1, passedAt: 1 });
  },
  on: {
    async UserDeleted({ aggregateId: userId }, store) {
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

async function eitherDeleted(store: ReadStore, a: string, b: string): Promise<boolean> {
  return (await wasDeleted(store, a)) || (await wasDeleted(store, b));
}
