import { eventOf } from "@kumite/kit/aggregate";
import type { CreateTrainingEventBody, MemberBody } from "@kumite/contracts/dojo/commands";
import type { TrainingEventView } from "@kumite/contracts/dojo/views";
import type { Command, Intent } from "@kumite/kit/decider";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { checkActingAsSelf, refuseIfBlocked } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import { DOJO_NOT_FOUND, type ExistingDojo, type RosterState } from "../domain/roster.ts";
import {
  type EventAuthority,
  EVENT_NOT_FOUND,
  type TrainingEventCommand,
  type TrainingEventState,
} from "../domain/training-event.ts";
import { TRAINING_EVENTS, type TrainingEventDocument } from "../projections/training-events.ts";
import { isVisibleTo, schedulesIn, rosterRoleOf } from "../domain/event-access.ts";
import { trainingEventById } from "../queries/training-events.ts";

// The calls on a training event. Who may schedule, who may see a dojo-only event and who owns the
// dojo are read from the roster aggregate (the truth, not a read model a moment behind) and handed
// to the event's pure decider; its places are decided by the event's aggregate, which retries a
// racing write on the state the winner left, so a full event answers "full", never a conflict.

export const CREATE_FORBIDDEN = "Only Elders and Leaders can create events";

type Scheduled = Extract<TrainingEventState, { status: "scheduled" }>;
async function openRoster(deps: DojoDeps, dojoId: string): Promise<ExistingDojo> {
  const roster = await deps.aggregates.rosters.state(dojoId);
  if (roster.status !== "open") throw new NotFound(DOJO_NOT_FOUND, { code: "dojo.not-found" });
  return roster;
}

/**
 * What the actor may do to the event as the roster has it now, not as it stood when they
 * scheduled the event: an organiser demoted or gone no longer manages it.
 */
export function eventAuthorityIn(roster: RosterState, memberId: string): EventAuthority {
  const rosterRole = rosterRoleOf(roster, memberId);
  return { ownsDojo: rosterRole.isOwner, schedules: schedulesIn(rosterRole) };
}

async function eventAuthorityOf(deps: DojoDeps, dojoId: string, memberId: string): Promise<EventAuthority> {
  return eventAuthorityIn(await deps.aggregates.rosters.state(dojoId), memberId);
}

/** The event, if the member may see it: a dojo-only one only its dojo's who "view events" (and those in it). */
export async function visibleEvent(deps: DojoDeps, memberId: string, eventId: string): Promise<Scheduled> {
  const event = await deps.aggregates.trainingEvents.state(eventId);
  const notFound = new NotFound(EVENT_NOT_FOUND, { code: "dojo-event.not-found" });
  if (event.status !== "scheduled") throw notFound;
  const takingPart = event.participants.includes(memberId) || event.waitlist.includes(memberId);
  if (
    !takingPart &&
    !isVisibleTo(event.details, rosterRoleOf(await deps.aggregates.rosters.state(event.dojoId), memberId))
  ) {
    throw notFound;
  }
  return event;
}

/** An elder, a leader or the owner of the dojo schedules an event of it. */
export async function scheduleTrainingEvent(
  deps: DojoDeps,
  memberId: string,
  body: CreateTrainingEventBody,
): Promise<TrainingEventView> {
  const { dojoId, createdBy, ...details } = body;
  checkActingAsSelf(memberId, createdBy);
  const roster = await openRoster(deps, dojoId);
  if (!schedulesIn(rosterRoleOf(roster, memberId))) {
    throw new Forbidden(CREATE_FORBIDDEN, { code: "dojo-event.create-forbidden" });
  }
  const eventId = newId();
  await deps.aggregates.trainingEvents.handle(eventId, { type: "Schedule", data: { ...details, dojoId } }, memberId, {
    expectNew: true,
  });
  return trainingEventById(deps.store, memberId, eventId, deps.clock());
}

type PlaceCommand = Intent<Extract<TrainingEventCommand, Command<"Join" | "JoinWaitlist" | "Leave">>>;

/** Join (or "full"), join or wait, or leave: the member acts for themselves. */
export async function changePlace(
  deps: DojoDeps,
  memberId: string,
  eventId: string,
  body: MemberBody,
  type: PlaceCommand["type"],
): Promise<TrainingEventView> {
  checkActingAsSelf(memberId, body.userId);
  const event = await visibleEvent(deps, memberId, eventId);
  // Nobody joins (or waits for) an event organised by a member a block stands between; leaving is free.
  if (type !== "Leave") await refuseIfBlocked(deps, memberId, event.createdBy);
  const { events } = await deps.aggregates.trainingEvents.handle(eventId, { type, data: {} }, memberId);
  const newcomer = !event.participants.includes(memberId) && !event.waitlist.includes(memberId);
  const tookPlace = eventOf(events, "EventParticipantJoined") ?? eventOf(events, "EventWaitlistJoined");
  if (tookPlace && newcomer && event.details.isDojoOnly) await stillInDojo(deps, eventId, event, memberId);
  return trainingEventById(deps.store, memberId, eventId, deps.clock());
}

/**
 * A join of a dojo-only event, checked again against the roster once stored: a removal from the
 * dojo that landed between the first check and the join would otherwise miss it (it drops the
 * places it finds, and this one was not there yet). One of the two sees the other, so the place
 * goes either way.
 */
async function stillInDojo(deps: DojoDeps, eventId: string, event: Scheduled, memberId: string): Promise<void> {
  const rosterRole = rosterRoleOf(await deps.aggregates.rosters.state(event.dojoId), memberId);
  if (isVisibleTo(event.details, rosterRole)) return;
  await deps.aggregates.trainingEvents.handle(eventId, { type: "DropMember", data: { memberId } }, null);
  throw new NotFound(EVENT_NOT_FOUND, { code: "dojo-event.not-found" });
}

/**
 * The member is no longer in the dojo: they leave its dojo-only events still to come, as if they
 * had left each (the first waiting move in); its open events stay theirs, as for anyone. The list
 * comes from the read model, but every event is asked by its aggregate (the truth), so a join the
 * read model has not seen yet is dropped too; each drop is a no-op once done, so this runs again safely.
 */
export async function dropFromDojoOnlyEvents(deps: DojoDeps, dojoId: string, memberId: string): Promise<void> {
  const upcoming = await deps.store
    .collection<TrainingEventDocument>(TRAINING_EVENTS)
    .find(
      { dojoId, isDojoOnly: true, cancelled: false, eventDate: { $gt: deps.clock().toISOString() } },
      { fields: { _id: 1 } },
    );
  for (const { _id: eventId } of upcoming) {
    await deps.aggregates.trainingEvents.handle(eventId, { type: "DropMember", data: { memberId } }, null);
  }
}

/** The organiser or the dojo's owner sets the maximum; a raised one moves the first waiting in. */
export async function changeCapacity(
  deps: DojoDeps,
  memberId: string,
  eventId: string,
  maxParticipants: number,
): Promise<TrainingEventView> {
  const event = await visibleEvent(deps, memberId, eventId);
  const authority = await eventAuthorityOf(deps, event.dojoId, memberId);
  await deps.aggregates.trainingEvents.handle(
    eventId,
    { type: "ChangeCapacity", data: { maxParticipants, ...authority } },
    memberId,
  );
  return trainingEventById(deps.store, memberId, eventId, deps.clock());
}

/** The organiser or the dojo's owner cancels: nobody joins from then on. */
export async function cancelTrainingEvent(
  deps: DojoDeps,
  memberId: string,
  eventId: string,
): Promise<TrainingEventView> {
  const event = await visibleEvent(deps, memberId, eventId);
  const authority = await eventAuthorityOf(deps, event.dojoId, memberId);
  await deps.aggregates.trainingEvents.handle(eventId, { type: "Cancel", data: authority }, memberId);
  return trainingEventById(deps.store, memberId, eventId, deps.clock());
}
