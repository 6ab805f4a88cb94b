import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";
import { reminderWindows, type Reminder } from "../domain/reminder-windows.ts";

// Each training event's reminders still to send, for the reminders' clock to find the due ones
// without reading every event. Only flags that never go back are written (sent, cancelled), so an
// event applied again, in any order, leaves the same documents. It is only a guide: the event's
// aggregate decides whether a reminder goes out.

export const EVENT_REMINDERS_COLLECTION = "event_reminders";

export type EventReminderDocument = {
  /** `<eventId>.<reminder>` */
  _id: string;
  eventId: string;
  reminder: Reminder;
  dueAt: string;
  /** Past this instant the reminder is left unsent: the next one, or the start, came. */
  until: string;
  sent: boolean;
  cancelled: boolean;
};

export const eventRemindersProjection = defineProjection<EventsOf<TrainingEventChange>>({
  name: "eventReminders",
  streams: [DOJO_STREAM.name],
  async setup(store) {
    await store.collection(EVENT_REMINDERS_COLLECTION).createIndex({ sent: 1, dueAt: 1 });
  },
  on: {
    async TrainingEventScheduled({ data, occurredAt }, store) {
      const reminders = store.collection<EventReminderDocument>(EVENT_REMINDERS_COLLECTION);
      for (const window of reminderWindows(data.eventDate, occurredAt)) {
        const _id = `${data.eventId}.${window.reminder}`;
        await insertOnce(reminders, { _id, eventId: data.eventId, ...window, sent: false, cancelled: false });
      }
    },
    async EventReminderSent({ data }, store) {
      await store
        .collection<EventReminderDocument>(EVENT_REMINDERS_COLLECTION)
        .updateOne({ _id: `${data.eventId}.${data.reminder}` }, { $set: { sent: true } });
    },
    async TrainingEventCancelled({ data }, store) {
      await store
        .collection<EventReminderDocument>(EVENT_REMINDERS_COLLECTION)
        .updateMany({ eventId: data.eventId }, { $set: { cancelled: true } });
    },
  },
});

/** The reminders due at `now`, not sent and not past their window, soonest first. */
export async function dueReminders(store: ReadStore, now: Date, limit = 200): Promise<EventReminderDocument[]> {
  const instant = now.toISOString();
  return store
    .collection<EventReminderDocument>(EVENT_REMINDERS_COLLECTION)
    .find(
      { sent: false, cancelled: false, dueAt: { $lte: instant }, until: { $gt: instant } },
      { sort: { dueAt: 1 }, limit },
    );
}
