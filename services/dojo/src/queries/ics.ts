import ical, { ICalEventStatus } from "ical-generator";
import { z } from "zod";
import { GATEWAY_PORT } from "@kumite/contracts/services";
import { PRODUCT_NAME } from "@kumite/contracts/values";

// Training events as iCalendar (RFC 5545), for a download or a subscribed feed. Times are written
// as UTC instants: the calendar app shows them in its own time zone. An event has a date but no
// length, so each lasts EVENT_LENGTH_MINUTES. Its UID stays the same across downloads and feeds,
// so a calendar updates the event it has rather than adding another; a cancelled one stays in the
// feed, marked cancelled, so a subscribed calendar takes it off.
//
// Every text a member wrote passes through calendarText first: ical-generator writes the calendar's
// name and description as they are, so a line break in an event's title (a download's calendar is
// named after it) would start a line of the file's own, such as a BEGIN:VEVENT of the member's
// making in other members' calendars. Folding the control characters away is the one rule for all
// fields, whichever of them the library escapes today.

/** A training event's length in calendars: SPEC gives events a start only. */
export const EVENT_LENGTH_MINUTES = 90;

/** Where the site is, for each event's link (its dojo's events): PUBLIC_URL, or the gateway on this machine. */
const Site = z.object({ PUBLIC_URL: z.url().default(`http://localhost:${GATEWAY_PORT}`) });
export const siteUrl = (env: NodeJS.ProcessEnv = process.env) => Site.parse(env).PUBLIC_URL.replace(/\/+$/, "");

export type CalendarEntry = {
  id: string;
  title: string;
  description: string;
  eventDate: string;
  dojoId: string;
  dojoName: string | null;
  cancelled: boolean;
};

/** Line breaks, tabs and the other C0 and C1 controls, DEL, and Unicode's line and paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

/** A member's text as a calendar may carry it: each run of control characters becomes one space. */
export const calendarText = (text: string) => text.replace(CONTROLS, " ").trim();

export const eventUid = (eventId: string) => `${eventId}@dojo-events.kumite`;

export function calendarOf(name: string, entries: readonly CalendarEntry[], site: string): string {
  const calendar = ical({
    name: calendarText(name),
    prodId: { company: PRODUCT_NAME, product: "Dojo events", language: "EN" },
  });
  for (const entry of entries) {
    const start = new Date(entry.eventDate);
    calendar.createEvent({
      id: eventUid(entry.id),
      start,
      end: new Date(start.getTime() + EVENT_LENGTH_MINUTES * 60_000),
      summary: calendarText(entry.title),
      description: calendarText(entry.description) || null,
      location: entry.dojoName === null ? null : calendarText(entry.dojoName),
      url: `${site}/events?dojoId=${encodeURIComponent(entry.dojoId)}`,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
