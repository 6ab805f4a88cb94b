import { DOJO_STREAM, rosterSubject } from "@kumite/contracts/dojo/events";
import type { BaseDeps, ServiceDeps } from "@kumite/kit/service";
import { Reservations } from "@kumite/kit/reservations";
import { SearchIndex } from "@kumite/kit/search";
import { trainingEventSubject } from "@kumite/contracts/dojo/training-events";
import { calendarFeedSubject } from "@kumite/contracts/dojo/calendar-feeds";
import { calendarFeedDecider } from "./domain/calendar-feed.ts";
import { rosterDecider } from "./domain/roster.ts";
import { trainingEventDecider } from "./domain/training-event.ts";
import { rosterHints } from "./live-hints/roster.ts";
import { dojosSearch } from "./projections/dojos-search.ts";
import { trainingEventsSearch } from "./projections/training-events-search.ts";
import { trainingEventHints } from "./live-hints/training-event.ts";

export const dojoAggregates = {
  rosters: { stream: DOJO_STREAM, subject: rosterSubject, decider: rosterDecider, tells: rosterHints },
  /** One per training event: its places and waitlist (the capacity is its invariant). */
  trainingEvents: {
    stream: DOJO_STREAM,
    subject: trainingEventSubject,
    decider: trainingEventDecider,
    tells: trainingEventHints,
  },
  /** One per member: their calendar feed's secret token. */
  calendarFeeds: { stream: DOJO_STREAM, subject: calendarFeedSubject, decider: calendarFeedDecider },
};

export const RESERVATIONS_BUCKET = "dojo_reservations";

/**
 * What dojo adds to the kit's dependencies: one dojo per member is reserved across rosters; dojos
 * and training events as search finds them, in step with their search read models.
 */
export type DojoExtra = { reservations: Reservations; dojosSearch: SearchIndex; trainingEventsSearch: SearchIndex };
export type DojoDeps = ServiceDeps<typeof dojoAggregates, DojoExtra>;

export async function dojoExtra(base: BaseDeps<typeof dojoAggregates>): Promise<DojoExtra> {
  return {
    reservations: await Reservations.open(base.nats, RESERVATIONS_BUCKET),
    dojosSearch: new SearchIndex(dojosSearch).follow(base.store, base.projector),
    trainingEventsSearch: new SearchIndex(trainingEventsSearch).follow(base.store, base.projector),
  };
}
