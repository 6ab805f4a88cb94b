import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import type { ConnectionEvent } from "@kumite/contracts/social/connections";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { CONNECTIONS, MEMBERS, type ConnectionDocument, type MemberDocument } from "./collections.ts";

// Who the members are (identity's events) and who is connected with whom (social's): whom one may
// write to, add to a group, and how their names show. A deleted member stays as a tombstone.

export const networkProjection = defineProjection<EventsOf<UserEvent | ConnectionEvent>>({
  name: "network",
  streams: [IDENTITY_STREAM.name, SOCIAL_STREAM.name],
  async setup(store) {
    await store.collection(CONNECTIONS).createIndex({ members: 1, status: 1 });
  },
  on: {
    async UserRegistered({ data }, store) {
      const { userId, displayName, username } = data;
      await store
        .collection<MemberDocument>(MEMBERS)
        .replaceOne({ _id: userId }, { _id: userId, displayName, username }, { upsert: true });
    },
    async UserProfileUpdated({ data, aggregateId }, store) {
      if (data.displayName === undefined) return;
      await store
        .collection<MemberDocument>(MEMBERS)
        .updateOne({ _id: aggregateId, deleted: { $ne: true } }, { $set: { displayName: data.displayName } });
    },
    async UserDeleted({ aggregateId }, store) {
      await store
        .collection<MemberDocument>(MEMBERS)
        .replaceOne({ _id: aggregateId }, { _id: aggregateId, deleted: true }, { upsert: true });
      await store.collection(CONNECTIONS).deleteMany({ members: aggregateId });
    },
    async ConnectionRequested({ data }, store) {
      const connection: ConnectionDocument = {
        _id: data.connectionId,
        members: [data.userId, data.connectedUserId],
        status: "pending",
      };
      await store
        .collection<ConnectionDocument>(CONNECTIONS)
        .replaceOne({ _id: data.connectionId }, connection, { upsert: true });
    },
    async ConnectionAccepted({ data }, store) {
      await store
        .collection<ConnectionDocument>(CONNECTIONS)
        .updateOne({ _id: data.connectionId }, { $set: { status: "accepted" } });
    },
    async ConnectionRemoved({ data }, store) {
      await store.collection(CONNECTIONS).deleteOne({ _id: data.connectionId });
    },
  },
});
