import { DOJO_STREAM, type DojoEvent } from "@kumite/contracts/dojo/events";
import { eventOrder } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce } from "@kumite/kit/read-store";

// Dojos as gym needs them, from dojo's events: a name to show on a gym, and an owner, the one
// member who may link the dojo to a gym. Each change is guarded by its event's order, so an event
// applied again never undoes a later one. An archived dojo is shown on no gym.

export const GYM_DOJOS = "gym_dojos";
export type GymDojoDocument = { _id: string; name: string; ownerId: string; archived: boolean; order: number };

export const gymDojosProjection = defineProjection<EventsOf<DojoEvent>>({
  name: "gym-dojos",
  streams: [DOJO_STREAM.name],
  on: {
    async DojoFounded(event, store) {
      const { dojoId, name, ownerId } = event.data;
      const document = { _id: dojoId, name, ownerId, archived: false, order: eventOrder(event) };
      await insertOnce(store.collection<GymDojoDocument>(GYM_DOJOS), document);
    },
    async DojoUpdated(event, store) {
      const order = eventOrder(event);
      await store
        .collection<GymDojoDocument>(GYM_DOJOS)
        .updateOne({ _id: event.data.dojoId, order: { $lt: order } }, { $set: { name: event.data.name, order } });
    },
    async OwnershipHandedOver(event, store) {
      const order = eventOrder(event);
      await store
        .collection<GymDojoDocument>(GYM_DOJOS)
        .updateOne({ _id: event.data.dojoId, order: { $lt: order } }, { $set: { ownerId: event.data.to, order } });
    },
    async DojoArchived(event, store) {
      const order = eventOrder(event);
      await store
        .collection<GymDojoDocument>(GYM_DOJOS)
        .updateOne({ _id: event.data.dojoId, order: { $lt: order } }, { $set: { archived: true, order } });
    },
  },
});
