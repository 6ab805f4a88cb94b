export interface MessageTimeOptions {
  /** The app's language (useRelativeTime().locale), so the time reads as the rest of the screen. */
  locale: string;
  /** The reference time; defaults to the current time. */
  now?: Date | number;
  /** Defaults to the browser's. */
  timeZone?: string;
}

/** The calendar day (or year) of `date` in the time zone, to compare two dates by; not shown. */
const dateKey = (date: Date, locale: string, timeZone: string | undefined, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...parts, timeZone }).format(date);
const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
const YEAR: Intl.DateTimeFormatOptions = { year: "numeric" };

/**
 * The time under a bubble (SPEC §2 is silent on its form): the clock time for today's messages,
 * the day and time for older ones, and the year too when it is not this year.
 */
export function formatMessageTime(date: Date | string | number, options: MessageTimeOptions): string {
  const { locale, timeZone } = options;
  const sent = new Date(date);
  if (Number.isNaN(sent.getTime())) return "";
  const now = new Date(options.now ?? Date.now());
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone };
  if (dateKey(sent, locale, timeZone, DAY) === dateKey(now, locale, timeZone, DAY))
    return new Intl.DateTimeFormat(locale, time).format(sent);
  const sameYear = dateKey(sent, locale, timeZone, YEAR) === dateKey(now, locale, timeZone, YEAR);
  return new Intl.DateTimeFormat(locale, {
    ...time,
    day: "numeric",
    month: "short",
    year: sameYear ? undefined : "numeric",
  }).format(sent);
}
