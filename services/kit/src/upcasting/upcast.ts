import type { StoredEvent } from "../event-store.ts";
import { calendarFeedTokensHashed } from "./calendar-feed-tokens.ts";
import { homePointsOutOfPublicEvents } from "./home-points.ts";

// Events are stored once and read forever; when what an event may carry changes, an upcaster turns
// the old shape into the new one as it is read (decodeEvents), so every projection, reaction and
// aggregate sees the new shape alone, and a replay answers as new events would. One small file per
// change, listed here.

/** Takes an event as stored and gives it as it is read now (the same object when nothing changes). */
export type Upcaster = (event: StoredEvent) => StoredEvent;

const UPCASTERS: readonly Upcaster[] = [homePointsOutOfPublicEvents, calendarFeedTokensHashed];

export function upcast(event: StoredEvent): StoredEvent {
  return UPCASTERS.reduce((current, upcaster) => upcaster(current), event);
}
