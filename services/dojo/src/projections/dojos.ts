import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { MartialArt } from "@kumite/contracts/values";
import { eventOrder } from "@kumite/kit/event-store";
import { DOJO_PLACES } from "@kumite/kit/members";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";

// The dojos, listed with the most members first (then the newest); search finds them through
// dojos-search.ts. Every write is guarded by the order of the event that made it (eventOrder), so an event
// applied again never undoes a later one. The member count is counted from the members' places
// (the kit's dojo places, a foundation applied before this), never added to, so no retry can make
// it drift.

export const DOJOS = "dojos";

export type DojoDocument = {
  _id: string;
  name: string;
  description: string;
  location: string;
  martialArts: MartialArt[];
  ownerId: string;
  memberCount: number;
  /** The most members first, then the newest: memberCount, then the founding order. */
  rank: number;
  foundedOrder: number;
  archived: boolean;
  /** The order of the last event that changed the profile, the owner or the archive flag. */
  order: number;
};

/** Founding orders stay below this, so that a rank sorts by members first. */
const FOUNDED_SPAN = 1e9;
const rankOf = (memberCount: number, foundedOrder: number) => memberCount * FOUNDED_SPAN + foundedOrder;

export const dojosProjection = defineProjection<EventsOf<DojoEvent>>({
  name: "dojos",
  streams: [DOJO_STREAM.name],
  async setup(store) {
    await store.collection(DOJOS).createIndex({ rank: -1 });
  },
  on: {
    async DojoFounded(event, store) {
      const { dojoId, ownerId, ...profile } = event.data;
      const order = eventOrder(event);
      const dojo: DojoDocument = {
        _id: dojoId,
        ...profile,
        ownerId,
        memberCount: 1,
        rank: rankOf(1, order),
        foundedOrder: order,
        archived: false,
        order,
      };
      await insertOnce(store.collection<DojoDocument>(DOJOS), dojo);
      await recount(store, dojoId);
    },
    async DojoUpdated(event, store) {
      const { dojoId, ...profile } = event.data;
      const order = eventOrder(event);
      await store
        .collection<DojoDocument>(DOJOS)
        .updateOne({ _id: dojoId, order: { $lt: order } }, { $set: { ...profile, order } });
    },
    async MemberJoined(event, store) {
      await recount(store, event.data.dojoId);
    },
    async MemberLeft(event, store) {
      await recount(store, event.data.dojoId);
    },
    async OwnershipHandedOver(event, store) {
      const order = eventOrder(event);
      await store
        .collection<DojoDocument>(DOJOS)
        .updateOne({ _id: event.data.dojoId, order: { $lt: order } }, { $set: { ownerId: event.data.to, order } });
    },
    async DojoArchived(event, store) {
      const order = eventOrder(event);
      await store
        .collection<DojoDocument>(DOJOS)
        .updateOne({ _id: event.data.dojoId, order: { $lt: order } }, { $set: { archived: true, order } });
    },
  },
});

/** The member count, counted from the members (so a retry or a replay cannot make it drift). */
async function recount(store: ReadStore, dojoId: string): Promise<void> {
  const dojos = store.collection<DojoDocument>(DOJOS);
  const dojo = await dojos.findOne({ _id: dojoId }, { fields: { foundedOrder: 1 } });
  if (!dojo) return;
  const memberCount = await store.collection(DOJO_PLACES).countDocuments({ dojoId });
  await dojos.updateOne({ _id: dojoId }, { $set: { memberCount, rank: rankOf(memberCount, dojo.foundedOrder) } });
}
