import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, type ConnectionEvent } from "@kumite/contracts/social/events";
import { wasDeleted } from "@kumite/kit/members/queries";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { CONNECTIONS, type ConnectionDocument } from "./collections.ts";

// Who is connected with whom (social's events): whom one may add to a group or type to. Members
// themselves are the kit's member directory; a deleted member's connections leave with them, and
// one that social's stream brings after the deletion (the streams interleave, a restart replays
// one of them) is never stored.

export const connectionsProjection = defineProjection<EventsOf<UserEvent | ConnectionEvent>>({
  name: "connections",
  streams: [IDENTITY_STREAM.name, SOCIAL_STREAM.name],
  async setup(store) {
    await store.collection(CONNECTIONS).createIndex({ members: 1, status: 1 });
  },
  on: {
    async UserDeleted({ aggregateId }, store) {
      await store.collection(CONNECTIONS).deleteMany({ members: aggregateId });
    },
    async ConnectionRequested({ data }, store) {
      if ((await wasDeleted(store, data.userId)) || (await wasDeleted(store, data.connectedUserId))) return;
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
