import { eventOf } from "@kumite/kit/aggregate";
import type { DojoDeps } from "../aggregates.ts";
import { dueReminders } from "../projections/reminders.ts";

// One pass of the reminders' clock: every reminder due now goes to its event's aggregate, which
// sends it unless it went out already (SendReminder decides that on the event's own history, so a
// second instance, a restart or a stale read model never sends one twice). The participants' open
// browsers are told once it is stored; the bell itself is messaging's projection of the event.

/** Sends the reminders due at the service's clock; resolves how many went out on this pass. */
export async function sendDueReminders(deps: DojoDeps): Promise<number> {
  let sent = 0;
  for (const due of await dueReminders(deps.store, deps.clock())) {
    try {
      const { events } = await deps.aggregates.trainingEvents.handle(
        due.eventId,
        { type: "SendReminder", data: { reminder: due.reminder } },
        null,
      );
      if (eventOf(events, "EventReminderSent")) sent++;
    } catch (error) {
      // One event's failure (the log away for a moment) leaves it for the next pass, not the others.
      deps.logger.warn({ err: error, eventId: due.eventId, reminder: due.reminder }, "reminder not sent yet");
    }
  }
  return sent;
}
