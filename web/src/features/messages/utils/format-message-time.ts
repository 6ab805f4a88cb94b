export interface MessageTimeOptions {
  /** The reference time; defaults to the current time. */
  now?: Date | number;
  /** Defaults to the browser's. */
  locale?: string;
  /** Defaults to the browser's. */
  timeZone?: string;
}

const dayKey = (date: Date, locale: string | undefined, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(date);

/**
 * The time under a bubble (SPEC §2 is silent on its form): the clock time for today's messages,
 * the day and time for older ones, and the year too when it is not this year.
 */
export function formatMessageTime(date: Date | string | number, options: MessageTimeOptions = {}): string {
  const { locale, timeZone } = options;
  const sent = new Date(date);
  if (Number.isNaN(sent.getTime())) return "";
  const now = new Date(options.now ?? Date.now());
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone };
  if (dayKey(sent, locale, timeZone) === dayKey(now, locale, timeZone)) return new Intl.DateTimeFormat(locale, time).format(sent);
  const sameYear = new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(sent) === new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(now);
  return new Intl.DateTimeFormat(locale, { ...time, day: "numeric", month: "short", year: sameYear ? undefined : "numeric" }).format(sent);
}
