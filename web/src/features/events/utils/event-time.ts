/** Formatting of an event's instant in the viewer's time zone (the browser's, unless given). */
export interface EventTimeOptions {
  locale: string;
  timeZone?: string;
}

/** "Saturday, 5 December 2026": the day the event is on, where the viewer is. */
export const eventDay = (iso: string, { locale, timeZone }: EventTimeOptions): string =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone }).format(
    new Date(iso),
  );

/** "18:30" or "6:30 PM": the clock time it starts, where the viewer is. */
export const eventTime = (iso: string, { locale, timeZone }: EventTimeOptions): string =>
  new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));
