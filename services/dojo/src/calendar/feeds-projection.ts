import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import type { CalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import { eventOrder } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { insertOnce } from "@kumite/kit/read-store/insert-once";
import type { ReadStore } from "@kumite/kit/read-store/port";

// Each member's current feed token, found by the token for the open feed call. A renewal replaces
// it only if it is newer than what is stored, so an event applied again never brings back a token
// that was renewed away.

export const CALENDAR_FEEDS = "calendar_feeds";

export type CalendarFeedDocument = { _id: string; token: string; order: number };

export const calendarFeedsProjection = defineProjection<EventsOf<CalendarFeedChange>>({
  name: "calendarFeeds",
  streams: [DOJO_STREAM.name],
  async setup(store) {
    await store.collection(CALENDAR_FEEDS).createIndex({ token: 1 });
  },
  on: {
    async CalendarFeedOpened(event, store) {
      const { memberId, token } = event.data;
      await insertOnce(store.collection<CalendarFeedDocument>(CALENDAR_FEEDS), {
        _id: memberId,
        token,
        order: eventOrder(event),
      });
    },
    async CalendarFeedRenewed(event, store) {
      const { memberId, token } = event.data;
      const order = eventOrder(event);
      const feeds = store.collection<CalendarFeedDocument>(CALENDAR_FEEDS);
      const renewed = await feeds.updateOne({ _id: memberId, order: { $lt: order } }, { $set: { token, order } });
      if (renewed.matchedCount === 0) await insertOnce(feeds, { _id: memberId, token, order });
    },
  },
});

/** The member whose feed `token` is, or null for a token unknown or renewed away. */
export async function feedOwner(store: ReadStore, token: string): Promise<string | null> {
  const feed = await store.collection<CalendarFeedDocument>(CALENDAR_FEEDS).findOne({ token });
  return feed?._id ?? null;
}
