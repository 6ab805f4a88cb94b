import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, type ConnectionEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "../projection/define.ts";
import type { ReadStore } from "../read-store/port.ts";
import { wasDeleted } from "./queries.ts";

// Who is connected with whom (social's events), for the services that act on it: whom one may add
// to a group, type to, or invite to a dojo. A service lists it beside the member directory (and
// reads SOCIAL). A deleted member's connections leave with them, and one that social's stream brings
// after the deletion (the streams interleave, a restart replays one of them) is never stored.

export const CONNECTIONS = "connections";
export type ConnectionDocument = { _id: string; members: [string, string]; status: "pending" | "accepted" };

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

/** The members `memberId` is connected with, the request accepted. */
export async function connectionsOf(store: ReadStore, memberId: string): Promise<string[]> {
  const connections = await store
    .collection<ConnectionDocument>(CONNECTIONS)
    .find({ members: memberId, status: "accepted" }, { fields: { members: 1 } });
  return connections.flatMap((connection) => connection.members.filter((id) => id !== memberId));
}

/** Whether `a` and `b` are connected, the request accepted. */
export async function areConnected(store: ReadStore, a: string, b: string): Promise<boolean> {
  return (await connectionsOf(store, a)).includes(b);
}
