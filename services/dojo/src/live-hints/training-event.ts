import type { TrainingEventChange } from "@kumite/contracts/dojo/training-events";
import { eventInviteNotificationId, eventReminderNotificationId } from "@kumite/contracts/messaging/views";
import type { EnvelopeOf } from "@kumite/kit/aggregate";
import type { LiveHint } from "@kumite/kit/live";
import { membersOfDojo } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import { TRAINING_EVENTS, type TrainingEventDocument } from "../projections/training-events.ts";

// Who hears of a training event's change in their open browsers (DESIGN.md, "Real time"): its
// participants and waitlist as they stand after it, its dojo's members, and one who left it. An
// invitee's bell rings for their invitation (from the organiser: nobody blocked with them hears),
// each participant's for a reminder (the app's).

const notification = (to: string, notificationId: string, from?: null): LiveHint => ({
  ...(from === null && { from }),
  to: [to],
  event: { type: "notification", notificationId },
});

export async function trainingEventHints(
  events: Array<EnvelopeOf<TrainingEventChange>>,
  store: ReadStore,
): Promise<LiveHint[]> {
  const eventId = events[0]!.aggregateId;
  const hints: LiveHint[] = [];
  const left: string[] = [];
  let changed = false;
  for (const event of events) {
    switch (event.type) {
      case "EventInvitationSent":
        hints.push(notification(event.data.memberId, eventInviteNotificationId(eventId, event.data.memberId)));
        break;
      case "EventReminderSent":
        for (const memberId of event.data.participants)
          hints.push(notification(memberId, eventReminderNotificationId(eventId, event.data.reminder, memberId), null));
        break;
      case "EventParticipantLeft":
        left.push(event.data.memberId);
        changed = true;
        break;
      default:
        changed = true;
    }
  }
  if (!changed) return hints;
  const trainingEvent = await store.collection<TrainingEventDocument>(TRAINING_EVENTS).findOne({ _id: eventId });
  if (!trainingEvent) return hints;
  const { participants, waitlist, dojoId } = trainingEvent;
  const told = [...participants, ...waitlist, ...(await membersOfDojo(store, dojoId)), ...left];
  hints.push({ to: told, event: { type: "dojo_event", eventId, dojoId } });
  return hints;
}
