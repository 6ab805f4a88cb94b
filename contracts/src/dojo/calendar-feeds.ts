// A member's private calendar feed (SPEC §3 "Dojo event", issue 18), on the DOJO stream: one
// aggregate per member, `dojo.calendar.<memberId>`, holding the feed's secret token. Only the
// latest token answers; renewing ends the one before.

export type CalendarFeedOpened = { memberId: string; token: string };
export type CalendarFeedRenewed = { memberId: string; token: string; previousToken: string | null };

export type CalendarFeedChange =
  { type: "CalendarFeedOpened"; data: CalendarFeedOpened } | { type: "CalendarFeedRenewed"; data: CalendarFeedRenewed };

export const calendarFeedSubject = (memberId: string) => `dojo.calendar.${memberId}`;
/** Where a feed answers, relative to the site: the web makes it absolute for a calendar app. */
export const calendarFeedPath = (token: string) => `/api/dojo-events/feeds/${token}`;
