import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import { eventOrder } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce, type ReadStore, type Update } from "@kumite/kit/read-store";

// The training events as members read them: one document per event, its participants and waitlist
// in the order the aggregate decided. One aggregate's events arrive in order, and every write is
// guarded by the order of the event that made it (eventOrder), so an event applied again changes
// nothing. What the reader is to an event (past, full, joined …) is worked out when read.

export const TRAINING_EVENTS = "training_events";

export type TrainingEventDocument = {
  _id: string;
  title: string;
  description: string;
  /** An instant, ISO 8601 in UTC: sorts as it reads. */
  eventDate: string;
  maxParticipants: number;
  isDojoOnly: boolean;
  dojoId: string;
  createdBy: string;
  participants: string[];
  waitlist: string[];
  cancelled: boolean;
  /** The order of the last event applied to it. */
  order: number;
};

type Events = EventsOf<TrainingEventChange>;

/** Applies `update` to the event unless this change, or a later one, is there already. */
async function change(
  store: ReadStore,
  event: { data: { eventId: string }; sequence: number; index: number },
  update: Update<TrainingEventDocument>,
): Promise<void> {
  const order = eventOrder(event);
  await store
    .collection<TrainingEventDocument>(TRAINING_EVENTS)
    .updateOne({ _id: event.data.eventId, order: { $lt: order } }, { ...update, $set: { ...update.$set, order } });
}

export const trainingEventsProjection = defineProjection<Events>({
  name: "trainingEvents",
  streams: [DOJO_STREAM.name],
  async setup(store) {
    const events = store.collection(TRAINING_EVENTS);
    await events.createIndex({ dojoId: 1, eventDate: 1 });
    await events.createIndex({ participants: 1, eventDate: 1 });
    await events.createIndex({ waitlist: 1, eventDate: 1 });
  },
  on: {
    async TrainingEventScheduled(event, store) {
      const { eventId, ...scheduled } = event.data;
      const document: TrainingEventDocument = {
        _id: eventId,
        ...scheduled,
        participants: [],
        waitlist: [],
        cancelled: false,
        order: eventOrder(event),
      };
      await insertOnce(store.collection<TrainingEventDocument>(TRAINING_EVENTS), document);
    },
    async EventParticipantJoined(event, store) {
      const { memberId } = event.data;
      await change(store, event, { $push: { participants: memberId }, $pull: { waitlist: memberId } });
    },
    async EventWaitlistJoined(event, store) {
      await change(store, event, { $push: { waitlist: event.data.memberId } });
    },
    async EventParticipantLeft(event, store) {
      await change(store, event, { $pull: { [event.data.from]: event.data.memberId } });
    },
    async EventCapacityChanged(event, store) {
      await change(store, event, { $set: { maxParticipants: event.data.maxParticipants } });
    },
    async TrainingEventCancelled(event, store) {
      await change(store, event, { $set: { cancelled: true } });
    },
  },
});
