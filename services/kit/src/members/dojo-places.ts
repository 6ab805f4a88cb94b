import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { DojoRole } from "@kumite/contracts/values";
import { eventOrder, type StoredEvent } from "../event-store.ts";
import { defineProjection, type EventsOf } from "../projection/define.ts";
import { DuplicateKeyError, type ReadStore } from "../read-store/port.ts";

// Where each member stands in a dojo (SPEC §3's dojoId and dojoRole), from dojo's events, for every
// service that shows or checks it (identity's users, dojo's rosters, messaging's dojo chats): a
// service lists it (and reads DOJO). Each write is guarded by its event's order, so an event applied
// again never undoes a later one; a member who left keeps a place without a dojo. It is a
// foundation: a projection that counts a dojo's members from it sees each batch's changes.

export const DOJO_PLACES = "dojo_places";
export type DojoPlaceDocument = { _id: string; dojoId: string | null; dojoRole: DojoRole | null; order: number };

export const dojoPlacesProjection = defineProjection<EventsOf<DojoEvent>>({
  name: "dojo-places",
  streams: [DOJO_STREAM.name],
  foundation: true,
  async setup(store) {
    await store.collection(DOJO_PLACES).createIndex({ dojoId: 1 });
  },
  on: {
    async DojoFounded(event, store) {
      await place(store, event, event.data.ownerId, event.data.dojoId, "leader");
    },
    async MemberJoined(event, store) {
      await place(store, event, event.data.memberId, event.data.dojoId, event.data.role);
    },
    async MemberLeft(event, store) {
      await place(store, event, event.data.memberId, null, null);
    },
    async MemberRoleChanged(event, store) {
      const { memberId, dojoId, role } = event.data;
      const order = eventOrder(event);
      await store
        .collection<DojoPlaceDocument>(DOJO_PLACES)
        .updateOne({ _id: memberId, dojoId, order: { $lt: order } }, { $set: { dojoRole: role, order } });
    },
  },
});

async function place(
  store: ReadStore,
  event: StoredEvent,
  memberId: string,
  dojoId: string | null,
  dojoRole: DojoRole | null,
): Promise<void> {
  const order = eventOrder(event);
  try {
    await store
      .collection<DojoPlaceDocument>(DOJO_PLACES)
      .replaceOne(
        { _id: memberId, order: { $lt: order } },
        { _id: memberId, dojoId, dojoRole, order },
        { upsert: true },
      );
  } catch (error) {
    // There already, placed by this event or a later one.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

/** The dojo a member is in, if any. */
export async function dojoOf(store: ReadStore, memberId: string): Promise<string | null> {
  const place = await store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: memberId });
  return place?.dojoId ?? null;
}

/** Those among `memberIds` who are in no dojo. */
export async function inNoDojo(store: ReadStore, memberIds: readonly string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const placed = await store
    .collection<DojoPlaceDocument>(DOJO_PLACES)
    .find({ _id: { $in: [...memberIds] }, dojoId: { $ne: null } }, { fields: { _id: 1 } });
  const inADojo = new Set(placed.map((place) => place._id));
  return memberIds.filter((id) => !inADojo.has(id));
}

/** The members of a dojo. */
export async function membersOfDojo(store: ReadStore, dojoId: string): Promise<string[]> {
  const places = await store.collection<DojoPlaceDocument>(DOJO_PLACES).find({ dojoId }, { fields: { _id: 1 } });
  return places.map((place) => place._id);
}
