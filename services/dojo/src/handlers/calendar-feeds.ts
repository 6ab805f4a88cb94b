import { calendarFeedPath } from "@kumite/contracts/dojo/calendar-feeds";
import type { CalendarFeedView } from "@kumite/contracts/dojo/views";
import { NotFound } from "@kumite/kit/errors";
import { membersById } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import { TRAINING_EVENTS, type TrainingEventDocument } from "../projections/training-events.ts";
import { DOJOS, type DojoDocument } from "../projections/dojos.ts";
import { trainingEventById } from "../queries/training-events.ts";
import { derivedToken, feedKey, newFeedLink } from "../domain/feed-links.ts";
import { feedOwner, CALENDAR_FEEDS, type CalendarFeedDocument } from "../projections/calendar-feeds.ts";
import { calendarOf, siteUrl, type CalendarEntry } from "../queries/ics.ts";

// A member's calendars: one event to download, and a private feed of the events they joined that
// a calendar app subscribes to without a session, its secret token being the only key. The token
// is derived when the member asks for their link and never kept (feed-links.ts); links are made
// here (the decider takes no random input and no key).

export const FEED_NOT_FOUND = "Calendar feed not found";

/** The member's feed link, made on their first ask. */
export async function calendarFeedOf(deps: DojoDeps, memberId: string): Promise<CalendarFeedView> {
  const key = feedKey();
  const feeds = deps.aggregates.calendarFeeds;
  const kept = await deps.store.collection<CalendarFeedDocument>(CALENDAR_FEEDS).findOne({ _id: memberId });
  const shown = kept && derivedToken(key, memberId, kept);
  if (shown) return { url: calendarFeedPath(shown) };
  // Two first asks at once agree on one feed, and two asks to relink on one link: the loser of the
  // race finds the winner's in the aggregate's state.
  let state = await feeds.state(memberId);
  if (state.tokenHash === null) {
    await feeds.handle(memberId, { type: "OpenFeed", data: linkData(newFeedLink(key, memberId)) }, memberId);
    state = await feeds.state(memberId);
  }
  const token = derivedToken(key, memberId, { tokenHash: state.tokenHash!, nonce: state.nonce });
  if (token) return { url: calendarFeedPath(token) };
  // Made before tokens were hashed, or with another key: a link that can be shown, beside the old.
  const link = newFeedLink(key, memberId);
  await feeds.handle(
    memberId,
    { type: "RelinkFeed", data: { ...linkData(link), replacing: state.tokenHash! } },
    memberId,
  );
  state = await feeds.state(memberId);
  return { url: calendarFeedPath(derivedToken(key, memberId, { tokenHash: state.tokenHash!, nonce: state.nonce })!) };
}

/** A new link for the member's feed: the old URLs answer 404 from then on. */
export async function renewCalendarFeed(deps: DojoDeps, memberId: string): Promise<CalendarFeedView> {
  const link = newFeedLink(feedKey(), memberId);
  await deps.aggregates.calendarFeeds.handle(memberId, { type: "RenewFeed", data: linkData(link) }, memberId);
  return { url: calendarFeedPath(link.token) };
}

/** What a command keeps of a link: never its token. */
const linkData = ({ tokenHash, nonce }: { tokenHash: string; nonce: string }) => ({ tokenHash, nonce });

/** The feed behind `token`: the events its member joined, cancelled ones marked so. */
export async function feedCalendar(deps: DojoDeps, token: string): Promise<string> {
  const memberId = await feedOwner(deps.store, token);
  // A deleted account's feed ends with it.
  if (!memberId || !(await membersById(deps.store, [memberId])).has(memberId)) throw new NotFound(FEED_NOT_FOUND);
  const joined = await deps.store
    .collection<TrainingEventDocument>(TRAINING_EVENTS)
    .find({ participants: memberId }, { sort: { participants: 1, eventDate: 1 } });
  return calendarOf("Kumite: my training events", await entriesOf(deps, joined), siteUrl());
}

/** One event the reader may see, as a calendar to download. */
export async function eventCalendar(deps: DojoDeps, readerId: string, eventId: string): Promise<string> {
  const event = await trainingEventById(deps.store, readerId, eventId, deps.clock());
  const entry = { ...event, dojoName: event.dojo?.name ?? null };
  return calendarOf(event.title, [entry], siteUrl());
}

async function entriesOf(deps: DojoDeps, events: readonly TrainingEventDocument[]): Promise<CalendarEntry[]> {
  const dojoIds = [...new Set(events.map((event) => event.dojoId))];
  const dojos = await deps.store
    .collection<DojoDocument>(DOJOS)
    .find({ _id: { $in: dojoIds } }, { fields: { name: 1 } });
  const names = new Map(dojos.map((dojo) => [dojo._id, dojo.name]));
  return events.map((event) => ({
    id: event._id,
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    dojoId: event.dojoId,
    dojoName: names.get(event.dojoId) ?? null,
    cancelled: event.cancelled,
  }));
}
