import { EVENT_REMINDERS } from "@kumite/contracts/dojo/training-events";

// When each reminder of a training event is due: from its time before the start until the next,
// shorter one's (or the start), so a service that was down across both sends only the nearer one
// rather than "in 24 hours" an hour before. A reminder whose time had passed when the event was
// scheduled is not sent: whoever joins then knows how soon it is.

export type Reminder = keyof typeof EVENT_REMINDERS;
export type ReminderWindow = { reminder: Reminder; dueAt: string; until: string };

export function reminderWindows(eventDate: string, scheduledAt: string): ReminderWindow[] {
  const start = Date.parse(eventDate);
  const byLead = (Object.entries(EVENT_REMINDERS) as Array<[Reminder, number]>).sort(([, a], [, b]) => b - a);
  return byLead.flatMap(([reminder, lead], index) => {
    const dueAt = start - lead;
    const next = byLead[index + 1];
    const until = next ? start - next[1] : start;
    if (dueAt < Date.parse(scheduledAt)) return [];
    return [{ reminder, dueAt: new Date(dueAt).toISOString(), until: new Date(until).toISOString() }];
  });
}
