import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import type { DojoRole } from "@kumite/contracts/values";
import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store/port";

// SPEC §3's user carries dojoId and dojoRole: where each member stands, from dojo's events, in a
// collection of its own (joined into users when they are read), so that the IDENTITY and DOJO
// streams may be applied in any interleaving. Each write is guarded by its event's order, so an
// event applied again never undoes a later one; a member who left keeps a place without a dojo.

export const DOJO_PLACES = "dojo_places";
export type DojoPlaceDocument = { _id: string; dojoId: string | null; dojoRole: DojoRole | null; order: number };

export const dojoPlacesProjection = defineProjection<EventsOf<DojoEvent>>({
  name: "dojo-places",
  streams: [DOJO_STREAM.name],
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
