import type { FoundTrainingEventList, TrainingEventView } from "@kumite/contracts/dojo/views";
import { SEARCH_RESULTS_MAX } from "@kumite/contracts/search";
import { NotFound } from "@kumite/kit/errors";
import { DOJO_PLACES, type DojoPlaceDocument, membersById } from "@kumite/kit/members";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import type { SearchIndex } from "@kumite/kit/search";
import { readsEvent, schedulesIn, seesDojoOnly, type RosterRole } from "../domain/event-access.ts";
import { EVENT_NOT_FOUND, managesEvent } from "../domain/training-event.ts";
import { DOJOS, type DojoDocument } from "../projections/dojos.ts";
import { TRAINING_EVENTS, type TrainingEventDocument } from "../projections/training-events.ts";
import { dojoById } from "./dojos.ts";

// Training events as one member reads them. A dojo-only event is its dojo's: seen by its members
// who may "view events" (warrior and up), by its owner, and by whoever is in it or waits for it
// (one who has since left the dojo still sees what they signed up for); to anyone else it does not
// exist (404).
// What the reader is to an event (past, full, joined, organiser, whether they manage it, place on
// the waitlist) is worked out here from the time of reading and the roster as it stands, never stored.

/** Home's panel and the like: the reader's next events. */
export const MY_EVENTS_LIMIT = 20;

/** The reader's role in a dojo, from the read models (the handlers read the roster itself). */
async function rosterRoleIn(store: ReadStore, readerId: string, dojoId: string): Promise<RosterRole> {
  const [place, dojo] = await Promise.all([
    store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: readerId }),
    store.collection<DojoDocument>(DOJOS).findOne({ _id: dojoId }, { fields: { ownerId: 1 } }),
  ]);
  return rosterRoleFrom(readerId, dojoId, place, dojo?.ownerId);
}

const rosterRoleFrom = (
  readerId: string,
  dojoId: string,
  place: DojoPlaceDocument | null,
  ownerId: string | undefined,
): RosterRole => ({ role: place?.dojoId === dojoId ? place.dojoRole : null, isOwner: ownerId === readerId });

export async function viewsOf(
  store: ReadStore,
  readerId: string,
  events: readonly TrainingEventDocument[],
  now: Date,
): Promise<TrainingEventView[]> {
  const dojoIds = [...new Set(events.map((event) => event.dojoId))];
  const [creators, dojos, readerPlace] = await Promise.all([
    membersById(
      store,
      events.map((event) => event.createdBy),
      { displayName: 1, username: 1 },
    ),
    store.collection<DojoDocument>(DOJOS).find({ _id: { $in: dojoIds } }, { fields: { name: 1, ownerId: 1 } }),
    store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: readerId }),
  ]);
  const dojosById = new Map(dojos.map((dojo) => [dojo._id, dojo]));
  return events.map((event) => {
    const creator = creators.get(event.createdBy);
    const dojo = dojosById.get(event.dojoId);
    const rosterRole = rosterRoleFrom(readerId, event.dojoId, readerPlace, dojo?.ownerId);
    const managing = { ownsDojo: rosterRole.isOwner, schedules: schedulesIn(rosterRole) };
    const place = event.waitlist.indexOf(readerId);
    return {
      id: event._id,
      title: event.title,
      description: event.description,
      eventDate: event.eventDate,
      maxParticipants: event.maxParticipants,
      currentParticipants: event.participants.length,
      dojoId: event.dojoId,
      dojo: dojo === undefined ? null : { name: dojo.name },
      isDojoOnly: event.isDojoOnly,
      createdBy: event.createdBy,
      creator: creator ? { displayName: creator.displayName, username: creator.username } : null,
      participants: event.participants.map((userId) => ({ userId })),
      waitlistCount: event.waitlist.length,
      cancelled: event.cancelled,
      viewer: {
        past: Date.parse(event.eventDate) <= now.getTime(),
        full: event.participants.length >= event.maxParticipants,
        joined: event.participants.includes(readerId),
        organizer: event.createdBy === readerId,
        manages: managesEvent(event, readerId, managing),
        waitlistPosition: place === -1 ? null : place + 1,
      },
    };
  });
}

/** The event as the reader sees it, or "Event not found" when it is not theirs to see. */
export async function trainingEventById(
  store: ReadStore,
  readerId: string,
  eventId: string,
  now: Date,
): Promise<TrainingEventView> {
  const event = await store.collection<TrainingEventDocument>(TRAINING_EVENTS).findOne({ _id: eventId });
  if (!event || !readsEvent(event, readerId, await rosterRoleIn(store, readerId, event.dojoId))) {
    throw new NotFound(EVENT_NOT_FOUND, { code: "dojo-event.not-found" });
  }
  const [view] = await viewsOf(store, readerId, [event], now);
  return view!;
}

/** A page of a dojo's events: a list, a month, never the dojo's whole history at once. */
export const DOJO_EVENTS_PAGE = 100;
/** Without `from`, a dojo's list starts this long ago: recent past events stay in sight. */
export const RECENT_PAST_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * A dojo's events the reader may see, the earliest first, past and cancelled ones included: from
 * `from` (a month ago by default) up to `to`, at most DOJO_EVENTS_PAGE; the next page starts at the
 * last one's date.
 */
export async function eventsOfDojo(
  store: ReadStore,
  readerId: string,
  dojoId: string,
  now: Date,
  window: { from?: string; to?: string } = {},
): Promise<TrainingEventView[]> {
  const [, rosterRole] = await Promise.all([dojoById(store, dojoId), rosterRoleIn(store, readerId, dojoId)]);
  const from = window.from ? new Date(window.from) : new Date(now.getTime() - RECENT_PAST_MS);
  const eventDate = window.to
    ? { $gte: from.toISOString(), $lte: new Date(window.to).toISOString() }
    : { $gte: from.toISOString() };
  const filter: Filter<TrainingEventDocument> = { dojoId, eventDate };
  if (!seesDojoOnly(rosterRole)) filter.isDojoOnly = false;
  const events = await store
    .collection<TrainingEventDocument>(TRAINING_EVENTS)
    .find(filter, { sort: { dojoId: 1, eventDate: 1 }, limit: DOJO_EVENTS_PAGE });
  return viewsOf(store, readerId, events, now);
}

/**
 * The reader's upcoming events (not cancelled): first those they joined or wait for, then the
 * others of their dojo they may see; at most MY_EVENTS_LIMIT, the earliest first.
 */
export async function myEvents(store: ReadStore, readerId: string, now: Date): Promise<TrainingEventView[]> {
  const events = store.collection<TrainingEventDocument>(TRAINING_EVENTS);
  const upcoming = { eventDate: { $gt: now.toISOString() }, cancelled: false };
  const byDate = { sort: { eventDate: 1 as const }, limit: MY_EVENTS_LIMIT };
  const [joined, waiting, place] = await Promise.all([
    events.find({ participants: readerId, ...upcoming }, byDate),
    events.find({ waitlist: readerId, ...upcoming }, byDate),
    store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: readerId }),
  ]);
  const chosen = new Map<string, TrainingEventDocument>();
  for (const event of [...joined, ...waiting].sort(byEventDate)) chosen.set(event._id, event);
  if (place?.dojoId && chosen.size < MY_EVENTS_LIMIT) {
    const filter: Filter<TrainingEventDocument> = { dojoId: place.dojoId, ...upcoming };
    if (!seesDojoOnly(await rosterRoleIn(store, readerId, place.dojoId))) filter.isDojoOnly = false;
    for (const event of await events.find(filter, { sort: { dojoId: 1, eventDate: 1 }, limit: MY_EVENTS_LIMIT })) {
      if (chosen.size >= MY_EVENTS_LIMIT) break;
      chosen.set(event._id, event);
    }
  }
  const mine = [...chosen.values()].slice(0, MY_EVENTS_LIMIT).sort(byEventDate);
  return viewsOf(store, readerId, mine, now);
}

const byEventDate = (a: TrainingEventDocument, b: TrainingEventDocument) => a.eventDate.localeCompare(b.eventDate);

/** How many of the hits are read at once while looking for a page the reader may see. */
const SEARCH_READ_BATCH = 100;

/**
 * The events `search` finds that the reader may see (a dojo-only one only as readsEvent says), best
 * first, the soonest to come first among close matches and past ones after them; at most
 * SEARCH_RESULTS_MAX, each with the words that matched. A cancelled event is out of the index.
 */
export async function searchTrainingEvents(
  store: ReadStore,
  index: SearchIndex,
  readerId: string,
  search: string,
  now: Date,
): Promise<FoundTrainingEventList> {
  const place = await store.collection<DojoPlaceDocument>(DOJO_PLACES).findOne({ _id: readerId });
  const ownDojo = place?.dojoId
    ? await store.collection<DojoDocument>(DOJOS).findOne({ _id: place.dojoId }, { fields: { ownerId: 1 } })
    : null;
  const events = store.collection<TrainingEventDocument>(TRAINING_EVENTS);
  const readable = (event: TrainingEventDocument | undefined): event is TrainingEventDocument => {
    if (!event || event.cancelled) return false;
    const ownerId = ownDojo?._id === event.dojoId ? ownDojo.ownerId : undefined;
    return readsEvent(event, readerId, rosterRoleFrom(readerId, event.dojoId, place, ownerId));
  };
  const hits = await index.search(store, search, {
    tieBreak: (_id, facts) => soonness(facts?.at, now),
    visible: async (ids) => (await events.find({ _id: { $in: ids } })).some(readable),
  });
  const page: Array<{ event: TrainingEventDocument; matched: string[] }> = [];
  for (let at = 0; at < hits.length && page.length < SEARCH_RESULTS_MAX; at += SEARCH_READ_BATCH) {
    const batch = hits.slice(at, at + SEARCH_READ_BATCH);
    const found = new Map(
      (await events.find({ _id: { $in: batch.map((hit) => hit.id) } })).map((event) => [event._id, event]),
    );
    for (const hit of batch) {
      const event = found.get(hit.id);
      if (readable(event)) page.push({ event, matched: hit.matched });
      if (page.length === SEARCH_RESULTS_MAX) break;
    }
  }
  const views = await viewsOf(
    store,
    readerId,
    page.map(({ event }) => event),
    now,
  );
  return views.map((view, at) => ({ ...view, matched: page[at]!.matched }));
}

/** Events to come by how soon (the soonest first), then past ones by how recent. */
function soonness(at: string | null | undefined, now: Date): number {
  const time = at ? Date.parse(at) : NaN;
  if (Number.isNaN(time)) return Number.MAX_SAFE_INTEGER;
  const from = time - now.getTime();
  return from >= 0 ? from : Number.MAX_SAFE_INTEGER / 2 - from;
}
