import type { OpenMatFilter } from "@kumite/contracts/gym/commands";
import type { NextOpenMat } from "@kumite/contracts/gym/views";
import { WEEKDAYS, type Weekday } from "@kumite/contracts/values";
import type { OpenMatDocument } from "../projections/gyms.ts";

// Open mats are kept as wall-clock times of the gym's week; gyms have no time zone of their own, so
// "today" and "next" are worked out in the viewer's (the browser sends its IANA zone; UTC when it
// does not), which is the gym's for a member looking around where they are.

export type LocalNow = { weekday: Weekday; minutes: number };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function localNow(now: Date, timeZone: string): LocalNow {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday as Weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The weekdays a filter asks for: today where the viewer is, or Saturday and Sunday. */
export function filterDays(filter: OpenMatFilter, local: LocalNow): Weekday[] {
  return filter === "today" ? [local.weekday] : ["Saturday", "Sunday"];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The listed open mat that comes next: under way or later today, else the soonest day ahead. */
export function nextOpenMat(openMats: readonly OpenMatDocument[], local: LocalNow): NextOpenMat | null {
  const today = WEEKDAYS.indexOf(local.weekday);
  let best: { next: NextOpenMat; key: number } | null = null;
  for (const openMat of openMats) {
    if (openMat.gone) continue;
    let daysAhead = (WEEKDAYS.indexOf(openMat.weekday) - today + 7) % 7;
    if (daysAhead === 0 && minutesOf(openMat.end) <= local.minutes) daysAhead = 7;
    const key = daysAhead * 24 * 60 + minutesOf(openMat.start);
    if (best && best.key <= key) continue;
    const { id: openMatId, weekday, start, end, kind } = openMat;
    best = { next: { openMatId, weekday, start, end, kind, daysAhead }, key };
  }
  return best?.next ?? null;
}
