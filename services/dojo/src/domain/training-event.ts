import {
  EVENT_CAPACITY,
  type TrainingEventChange,
  type TrainingEventDetails,
} from "@kumite/contracts/dojo/training-events";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Expired, Forbidden, InvalidInput, NotFound, Unprocessable } from "@kumite/kit/errors";

// One training event: its details, participants and waitlist, in the order members asked. The
// capacity is the invariant every command here guards, so all of them are versioned: fifty racing
// joins for ten places are decided one after another on the state each predecessor left.
// What needs the dojo's roster (who may schedule, who may see a dojo-only event, who owns the dojo)
// the handler reads from the roster aggregate and states in the command: the decider stays pure.

export type Reminder = "24h" | "1h";

export type TrainingEventState =
  | { status: "none" }
  | {
      status: "scheduled";
      details: TrainingEventDetails;
      dojoId: string;
      createdBy: string;
      participants: string[];
      waitlist: string[];
      /** Invited once: a second invitation to the same member rings no bell again. */
      invited: string[];
      cancelled: boolean;
      remindersSent: Reminder[];
    };
type Scheduled = Extract<TrainingEventState, { status: "scheduled" }>;

export const initialState: TrainingEventState = { status: "none" };

export const EVENT_NOT_FOUND = "Event not found";
export const EVENT_EXISTS = "This event already exists";
export const DATE_IN_PAST = "The event's date must be in the future";
export const TITLE_REQUIRED = "The event needs a title";
export const CAPACITY_OUT_OF_RANGE = `The maximum participants must be ${EVENT_CAPACITY.min} to ${EVENT_CAPACITY.max}`;
export const EVENT_FULL = "This event is full";
export const EVENT_PAST = "This event has already taken place";
export const EVENT_CANCELLED = "This event was cancelled";
export const CAPACITY_BELOW_PARTICIPANTS = "More members have joined than this maximum allows";
export const ORGANISER_ONLY = "Only the organiser or the dojo owner can do that";
export const ORGANISER_INVITES = "Only the organiser can invite to this event";
export const ORGANISER_NO_LONGER_SCHEDULES = "Only an organiser who may still schedule the dojo's events can do that";

export type Schedule = Command<"Schedule", TrainingEventDetails & { dojoId: string }>;
/** The actor takes a free place, or is told the event is full. */
export type Join = Command<"Join", Record<string, never>>;
/** The actor takes a free place, or waits for one. */
export type JoinWaitlist = Command<"JoinWaitlist", Record<string, never>>;
/** The actor gives up their place or their turn on the waitlist. */
export type Leave = Command<"Leave", Record<string, never>>;
/**
 * What the actor may do to the dojo's events now (read from the roster by the handler): whether
 * they own the dojo, and whether they may schedule its events (elder and up). An organiser keeps the
 * right to manage what they scheduled only while they may still schedule: demoted below elder, or
 * gone from the dojo, they no longer cancel, resize or invite to it.
 */
export type EventAuthority = { ownsDojo: boolean; schedules: boolean };
export type ChangeCapacity = Command<"ChangeCapacity", { maxParticipants: number } & EventAuthority>;
export type Cancel = Command<"Cancel", EventAuthority>;
/** The handler checked that the member is the organiser's connection or a dojo member who may see it. */
export type Invite = Command<"Invite", { memberId: string } & EventAuthority>;
/**
 * The member lost the right to the event (removed from its dojo, for a dojo-only one): their place
 * or turn goes, as if they had left, and the first waiting move in. Nobody acts: it follows the roster.
 */
export type DropMember = Command<"DropMember", { memberId: string }>;
/** Due now (the reminders' clock says so); the aggregate makes sure each goes out once. */
export type SendReminder = Command<"SendReminder", { reminder: Reminder }>;
export type TrainingEventCommand =
  Schedule | Join | JoinWaitlist | Leave | ChangeCapacity | Cancel | Invite | SendReminder | DropMember;

export function evolve(state: TrainingEventState, event: TrainingEventChange): TrainingEventState {
  if (event.type === "TrainingEventScheduled") {
    const { eventId: _eventId, dojoId, createdBy, ...details } = event.data;
    return {
      status: "scheduled",
      details,
      dojoId,
      createdBy,
      participants: [],
      waitlist: [],
      invited: [],
      cancelled: false,
      remindersSent: [],
    };
  }
  if (state.status === "none") return state;
  switch (event.type) {
    case "EventParticipantJoined": {
      const { memberId } = event.data;
      return {
        ...state,
        participants: [...without(state.participants, memberId), memberId],
        waitlist: without(state.waitlist, memberId),
      };
    }
    case "EventWaitlistJoined":
      return { ...state, waitlist: [...without(state.waitlist, event.data.memberId), event.data.memberId] };
    case "EventParticipantLeft":
      return {
        ...state,
        participants: without(state.participants, event.data.memberId),
        waitlist: without(state.waitlist, event.data.memberId),
      };
    case "EventCapacityChanged":
      return { ...state, details: { ...state.details, maxParticipants: event.data.maxParticipants } };
    case "TrainingEventCancelled":
      return { ...state, cancelled: true };
    case "EventReminderSent":
      return { ...state, remindersSent: [...state.remindersSent, event.data.reminder] };
    case "EventInvitationSent":
      return { ...state, invited: [...without(state.invited, event.data.memberId), event.data.memberId] };
  }
}

const without = (members: readonly string[], memberId: string) => members.filter((id) => id !== memberId);

function scheduled(state: TrainingEventState): Scheduled {
  if (state.status !== "scheduled") throw new NotFound(EVENT_NOT_FOUND, { code: "dojo-event.not-found" });
  return state;
}

const hasStarted = (event: Scheduled, now: Date) => Date.parse(event.details.eventDate) <= now.getTime();

/** An event members may still join or leave: neither cancelled nor begun. */
function openEvent(state: TrainingEventState, now: Date): Scheduled {
  const event = scheduled(state);
  if (event.cancelled) throw new Conflict(EVENT_CANCELLED, { code: "dojo-event.cancelled" });
  if (hasStarted(event, now)) throw new Expired(EVENT_PAST, { code: "dojo-event.past" });
  return event;
}

/**
 * Whether the actor manages the event (cancels it, changes its maximum): the dojo's owner, or its
 * organiser while they may still schedule. The event view tells its reader the same, from this.
 */
export const managesEvent = (event: { createdBy: string }, actorId: string | null, authority: EventAuthority) =>
  authority.ownsDojo || (actorId === event.createdBy && authority.schedules);

/**
 * Only the organiser invites (the owner does not: the guest list is the organiser's), and only
 * while they manage the event. Checked by Invite and by the list of whom one may invite, so the
 * dialog is refused as the invitation would be.
 */
export function refuseUnlessInviter(
  event: { createdBy: string },
  actorId: string | null,
  authority: EventAuthority,
): asserts actorId is string {
  if (actorId !== event.createdBy) throw new Forbidden(ORGANISER_INVITES, { code: "dojo-event.organiser-only" });
  if (!managesEvent(event, actorId, authority)) {
    throw new Forbidden(ORGANISER_NO_LONGER_SCHEDULES, { code: "dojo-event.organiser-only" });
  }
}

function organiserOrOwner(event: Scheduled, actorId: string | null, authority: EventAuthority): void {
  if (!managesEvent(event, actorId, authority))
    throw new Forbidden(ORGANISER_ONLY, { code: "dojo-event.organiser-only" });
}

/**
 * The first on the waitlist move into the places free under `maxParticipants`, in the order they
 * asked; until the event starts, after which the waitlist stays as it stood.
 */
function promotions(event: Scheduled, eventId: string, free: number, now: Date): TrainingEventChange[] {
  if (hasStarted(event, now) || free <= 0) return [];
  return event.waitlist
    .slice(0, free)
    .map((memberId) => ({ type: "EventParticipantJoined", data: { eventId, memberId, promoted: true } }));
}

function schedule({ data, metadata }: Schedule, state: TrainingEventState): TrainingEventChange[] {
  if (state.status !== "none") throw new Conflict(EVENT_EXISTS);
  const { dojoId, ...details } = data;
  if (!details.title.trim()) throw new InvalidInput(TITLE_REQUIRED);
  const capacity = details.maxParticipants;
  if (!Number.isInteger(capacity) || capacity < EVENT_CAPACITY.min || capacity > EVENT_CAPACITY.max) {
    throw new InvalidInput(CAPACITY_OUT_OF_RANGE);
  }
  if (!(Date.parse(details.eventDate) > metadata.now.getTime())) {
    throw new InvalidInput(DATE_IN_PAST, { code: "dojo-event.date-past" });
  }
  const eventDate = new Date(details.eventDate).toISOString();
  const event = { eventId: metadata.aggregateId, dojoId, createdBy: metadata.actorId!, ...details, eventDate };
  return [{ type: "TrainingEventScheduled", data: event }];
}

function join({ metadata }: Join | JoinWaitlist, state: TrainingEventState, orWait: boolean): TrainingEventChange[] {
  const event = openEvent(state, metadata.now);
  const eventId = metadata.aggregateId;
  const memberId = metadata.actorId!;
  if (event.participants.includes(memberId)) return [];
  if (event.participants.length < event.details.maxParticipants) {
    return [{ type: "EventParticipantJoined", data: { eventId, memberId, promoted: false } }];
  }
  if (!orWait) throw new Unprocessable(EVENT_FULL, { code: "dojo-event.full" });
  if (event.waitlist.includes(memberId)) return [];
  return [{ type: "EventWaitlistJoined", data: { eventId, memberId } }];
}

function leave({ metadata }: Leave, state: TrainingEventState): TrainingEventChange[] {
  const event = openEvent(state, metadata.now);
  return placeGivenUp(event, metadata.aggregateId, metadata.actorId!, metadata.now);
}

/** A member gives up their place (the first waiting move in) or their turn. */
function placeGivenUp(event: Scheduled, eventId: string, memberId: string, now: Date): TrainingEventChange[] {
  if (event.waitlist.includes(memberId)) {
    return [{ type: "EventParticipantLeft", data: { eventId, memberId, from: "waitlist" } }];
  }
  if (!event.participants.includes(memberId)) return [];
  const free = event.details.maxParticipants - (event.participants.length - 1);
  return [
    { type: "EventParticipantLeft", data: { eventId, memberId, from: "participants" } },
    ...promotions(event, eventId, free, now),
  ];
}

/** As a leave, but a cancelled or past event stays as it stood: nothing is left to free there. */
function drop({ data, metadata }: DropMember, state: TrainingEventState): TrainingEventChange[] {
  if (state.status !== "scheduled" || state.cancelled || hasStarted(state, metadata.now)) return [];
  return placeGivenUp(state, metadata.aggregateId, data.memberId, metadata.now);
}

function changeCapacity({ data, metadata }: ChangeCapacity, state: TrainingEventState): TrainingEventChange[] {
  const event = scheduled(state);
  organiserOrOwner(event, metadata.actorId, data);
  if (event.cancelled) throw new Conflict(EVENT_CANCELLED, { code: "dojo-event.cancelled" });
  const { maxParticipants } = data;
  if (maxParticipants < event.participants.length) {
    throw new InvalidInput(CAPACITY_BELOW_PARTICIPANTS, { code: "dojo-event.capacity-below-participants" });
  }
  if (maxParticipants === event.details.maxParticipants) return [];
  const eventId = metadata.aggregateId;
  const changed = { eventId, maxParticipants, changedBy: metadata.actorId! };
  return [
    { type: "EventCapacityChanged", data: changed },
    ...promotions(event, eventId, maxParticipants - event.participants.length, metadata.now),
  ];
}

function cancel({ data, metadata }: Cancel, state: TrainingEventState): TrainingEventChange[] {
  const event = scheduled(state);
  organiserOrOwner(event, metadata.actorId, data);
  if (event.cancelled) return [];
  if (hasStarted(event, metadata.now)) throw new Expired(EVENT_PAST, { code: "dojo-event.past" });
  return [{ type: "TrainingEventCancelled", data: { eventId: metadata.aggregateId, cancelledBy: metadata.actorId! } }];
}

function invite({ data, metadata }: Invite, state: TrainingEventState): TrainingEventChange[] {
  const event = openEvent(state, metadata.now);
  refuseUnlessInviter(event, metadata.actorId, data);
  const { memberId } = data;
  if (event.invited.includes(memberId) || event.participants.includes(memberId) || memberId === event.createdBy) {
    return [];
  }
  const invitation = { eventId: metadata.aggregateId, memberId, invitedBy: metadata.actorId };
  return [{ type: "EventInvitationSent", data: invitation }];
}

function sendReminder({ data, metadata }: SendReminder, state: TrainingEventState): TrainingEventChange[] {
  if (state.status !== "scheduled" || state.cancelled || hasStarted(state, metadata.now)) return [];
  if (state.remindersSent.includes(data.reminder)) return [];
  const sent = { eventId: metadata.aggregateId, reminder: data.reminder, participants: [...state.participants] };
  return [{ type: "EventReminderSent", data: sent }];
}

export function decide(command: TrainingEventCommand, state: TrainingEventState): TrainingEventChange[] {
  switch (command.type) {
    case "Schedule":
      return schedule(command, state);
    case "Join":
      return join(command, state, false);
    case "JoinWaitlist":
      return join(command, state, true);
    case "Leave":
      return leave(command, state);
    case "ChangeCapacity":
      return changeCapacity(command, state);
    case "Cancel":
      return cancel(command, state);
    case "Invite":
      return invite(command, state);
    case "SendReminder":
      return sendReminder(command, state);
    case "DropMember":
      return drop(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const trainingEventDecider = { initialState, evolve, decide };
