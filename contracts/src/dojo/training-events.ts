// A dojo's training events (SPEC §3 "Dojo event"), on the DOJO stream. Each event's participants
// and waitlist are one aggregate, `dojo.event.<eventId>`: the capacity is its invariant. Named
// "training event" in code so as not to be mistaken for the log's events.

export type TrainingEventDetails = {
  title: string;
  description: string;
  /** An instant (ISO 8601, UTC): shown in the viewer's time zone. */
  eventDate: string;
  maxParticipants: number;
  isDojoOnly: boolean;
};

export type TrainingEventScheduled = TrainingEventDetails & { eventId: string; dojoId: string; createdBy: string };
/** A place taken: straight away, or by moving up from the waitlist (`promoted`). */
export type EventParticipantJoined = { eventId: string; memberId: string; promoted: boolean };
/** No place left: the member waits, in the order they asked. */
export type EventWaitlistJoined = { eventId: string; memberId: string };
/** Gone from the participants or from the waitlist. */
export type EventParticipantLeft = { eventId: string; memberId: string; from: "participants" | "waitlist" };
export type EventCapacityChanged = { eventId: string; maxParticipants: number; changedBy: string };
export type TrainingEventCancelled = { eventId: string; cancelledBy: string };
/** SPEC's event_reminder, to the participants as they stood when it was due. */
export type EventReminderSent = { eventId: string; reminder: "24h" | "1h"; participants: string[] };
export type EventInvitationSent = { eventId: string; memberId: string; invitedBy: string };

export type TrainingEventChange =
  | { type: "TrainingEventScheduled"; data: TrainingEventScheduled }
  | { type: "EventParticipantJoined"; data: EventParticipantJoined }
  | { type: "EventWaitlistJoined"; data: EventWaitlistJoined }
  | { type: "EventParticipantLeft"; data: EventParticipantLeft }
  | { type: "EventCapacityChanged"; data: EventCapacityChanged }
  | { type: "TrainingEventCancelled"; data: TrainingEventCancelled }
  | { type: "EventReminderSent"; data: EventReminderSent }
  | { type: "EventInvitationSent"; data: EventInvitationSent };

export const trainingEventSubject = (eventId: string) => `dojo.event.${eventId}`;

/** SPEC §9: the maximum participants default to 10, within 1 to 100. */
export const EVENT_CAPACITY = { default: 10, min: 1, max: 100 } as const;
/** When the bell reminds the participants, before the start. */
export const EVENT_REMINDERS = { "24h": 24 * 60 * 60 * 1000, "1h": 60 * 60 * 1000 } as const;
