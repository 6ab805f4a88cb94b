import { randomBytes } from "node:crypto";
import { calendarFeedPath, type CalendarFeedOpened } from "@kumite/contracts/dojo/calendar-feeds";
import type { CalendarFeedView } from "@kumite/contracts/dojo/views";
import { NotFound } from "@kumite/kit/errors";
import { membersById } from "@kumite/kit/members/queries";
import type { Position } from "@kumite/kit/event-store";
import type { DojoDeps } from "../aggregates.ts";
import { TRAINING_EVENTS, type TrainingEventDocument } from "../projections/training-events.ts";
import { DOJOS, type DojoDocument } from "../projections/dojos.ts";
import { trainingEventById } from "../queries/training-events.ts";
import { feedOwner, CALENDAR_FEEDS, type CalendarFeedDocument } from "./feeds-projection.ts";
import { calendarOf, siteUrl, type CalendarEntry } from "./ics.ts";

// A member's calendars: one event to download, and a private feed of the events they joined that
// a calendar app subscribes to without a session, its secret token being the only key. A token is
// 32 URL-safe characters from 24 random bytes, made here (the decider takes no random input).

export const FEED_NOT_FOUND = "Calendar feed not found";

const newToken = () => randomBytes(24).toString("base64url");

/** The member's feed, made on their first ask. */
export async function calendarFeedOf(deps: DojoDeps, memberId: string): Promise<CalendarFeedView> {
  const feed = await deps.store.collection<CalendarFeedDocument>(CALENDAR_FEEDS).findOne({ _id: memberId });
  if (feed) return { url: calendarFeedPath(feed.token) };
  const feeds = deps.aggregates.calendarFeeds;
  const { events } = await feeds.handle(memberId, { type: "OpenFeed", data: { token: newToken() } }, memberId);
  // Opened by a call at the same moment: theirs is the feed.
  const token = (events[0]?.data as CalendarFeedOpened | undefined)?.token ?? (await feeds.state(memberId)).token;
  return { url: calendarFeedPath(token!) };
}

/** A new token for the member's feed: the old URL answers 404 from then on. */
export async function renewCalendarFeed(
  deps: DojoDeps,
  memberId: string,
): Promise<{ feed: CalendarFeedView; position: Position }> {
  const token = newToken();
  const { position } = await deps.aggregates.calendarFeeds.handle(
    memberId,
    { type: "RenewFeed", data: { token } },
    memberId,
  );
  return { feed: { url: calendarFeedPath(token) }, position };
}

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
