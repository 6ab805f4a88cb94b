import { DOJO_STREAM } from "@kumite/contracts/dojo/events";
import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";
import type { CalendarFeedChange } from "@kumite/contracts/dojo/calendar-feeds";
import { hashFeedToken } from "@kumite/kit/upcasting";

// Each member's feed as its links' hashes, found by the hash of the token an open feed call
// brings; never a token (the log's events from before tokens were hashed are read hashed). A
// change applies only if it is newer than what is stored, so an event applied again never brings
// back a link that was renewed away.

export const CALENDAR_FEEDS = "calendar_feed_links";
/** Where feeds were kept with their plain tokens before issue 28: emptied at start. */
const PLAIN_TOKEN_FEEDS = "calendar_feeds";

export type CalendarFeedDocument = {
  _id: string;
  tokenHash: string;
  /** What the token derives from (feed-links.ts); null for a feed made before tokens were hashed. */
  nonce: string | null;
  /** An older link that still answers, until the feed is renewed. */
  keptTokenHash: string | null;
  order: number;
};

async function apply(event: StoredEvent, store: ReadStore): Promise<void> {
  const change = { type: event.type, data: event.data } as CalendarFeedChange;
  const { memberId, tokenHash, nonce } = change.data;
  const keptTokenHash = change.type === "CalendarFeedRelinked" ? change.data.keptTokenHash : null;
  const order = eventOrder(event);
  const feeds = store.collection<CalendarFeedDocument>(CALENDAR_FEEDS);
  const document = { tokenHash, nonce, keptTokenHash, order };
  if (change.type !== "CalendarFeedOpened") {
    const updated = await feeds.updateOne({ _id: memberId, order: { $lt: order } }, { $set: document });
    if (updated.matchedCount > 0) return;
  }
  await insertOnce(feeds, { _id: memberId, ...document });
}

export const calendarFeedsProjection = defineProjection<EventsOf<CalendarFeedChange>>({
  name: "calendarFeedLinks",
  streams: [DOJO_STREAM.name],
  async setup(store) {
    await store.collection(PLAIN_TOKEN_FEEDS).deleteMany({});
    await store.collection(CALENDAR_FEEDS).createIndex({ tokenHash: 1 });
    await store.collection(CALENDAR_FEEDS).createIndex({ keptTokenHash: 1 });
  },
  on: {
    CalendarFeedOpened: apply,
    CalendarFeedRenewed: apply,
    CalendarFeedRelinked: apply,
  },
});

/** The member whose feed `token` opens, or null for a token unknown or renewed away. */
export async function feedOwner(store: ReadStore, token: string): Promise<string | null> {
  const feeds = store.collection<CalendarFeedDocument>(CALENDAR_FEEDS);
  const tokenHash = hashFeedToken(token);
  const feed = (await feeds.findOne({ tokenHash })) ?? (await feeds.findOne({ keptTokenHash: tokenHash }));
  return feed?._id ?? null;
}
