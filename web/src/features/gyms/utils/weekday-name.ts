import type { Weekday } from "@kumite/contracts/values";
import { WEEKDAYS } from "@kumite/contracts/values";

// 2024-01-01 was a Monday: WEEKDAYS[i] falls on January 1 + i, at noon UTC to stay on that day everywhere.
const dayOf = (weekday: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday), 12));

/** A weekday's name in the locale ("Saturday", "sábado"). */
export function weekdayName(weekday: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(dayOf(weekday));
}
