// A member's private calendar feed (SPEC §3 "Dojo event", issue 18), on the DOJO stream: one
// aggregate per member, `dojo.calendar.<memberId>`, holding the hash of the feed's secret token
// (issue 28: a token is never written to the log or a read model, so neither gives a feed away).
// The token is derived from the feed's `nonce` and a key only the dojo service holds, so the
// member can be shown their link again. Only the latest link answers; renewing ends the one before.

/** `nonce` is null as read from a feed made before tokens were hashed (kit's calendar-feed-tokens upcaster). */
export type CalendarFeedOpened = { memberId: string; tokenHash: string; nonce: string | null };
export type CalendarFeedRenewed = {
  memberId: string;
  tokenHash: string;
  nonce: string | null;
  previousTokenHash: string | null;
};
/**
 * The feed was given a link its member can be shown, beside the one it had (made before tokens
 * were hashed, or with another key), which keeps answering until the feed is renewed.
 */
export type CalendarFeedRelinked = { memberId: string; tokenHash: string; nonce: string; keptTokenHash: string };

export type CalendarFeedChange =
  | { type: "CalendarFeedOpened"; data: CalendarFeedOpened }
  | { type: "CalendarFeedRenewed"; data: CalendarFeedRenewed }
  | { type: "CalendarFeedRelinked"; data: CalendarFeedRelinked };

/** What the log holds from before tokens were hashed: read through the kit's upcaster, never written. */
export type LegacyCalendarFeedChange =
  | { type: "CalendarFeedOpened"; data: { memberId: string; token: string } }
  | { type: "CalendarFeedRenewed"; data: { memberId: string; token: string; previousToken: string | null } };

export const calendarFeedSubject = (memberId: string) => `dojo.calendar.${memberId}`;
/** Where a feed answers, relative to the site: the web makes it absolute for a calendar app. */
export const calendarFeedPath = (token: string) => `/api/dojo-events/feeds/${token}`;
