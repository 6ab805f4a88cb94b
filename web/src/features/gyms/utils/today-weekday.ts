import { WEEKDAYS, type Weekday } from "@kumite/contracts/values";

/** Today's weekday where the member is (JavaScript's Sunday-first day, on the Monday-first list). */
export function todayWeekday(now: Date = new Date()): Weekday {
  return WEEKDAYS[(now.getDay() + 6) % 7]!;
}
