import type { EventInvitationReply, InvitableMember } from "@kumite/contracts/dojo/views";
import { Forbidden } from "@kumite/kit/errors";
import { areConnected, connectionsOf, requireMember, refuseIfBlocked } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import type { RosterState } from "../domain/roster.ts";
import { type EventAuthority, refuseUnlessInviter, type TrainingEventState } from "../domain/training-event.ts";
import { invitableViews } from "../queries/invitable.ts";
import { isVisibleTo, rosterRoleOf, type RosterRole } from "../domain/event-access.ts";
import { eventAuthorityIn, visibleEvent } from "./training-events.ts";

// An event's organiser invites people to it, while they may still schedule the dojo's events: their
// connections or members of the dojo, and to a dojo-only event only a member of the dojo who may see
// it, and nobody a block stands between. The list the Invite dialog offers and the invitation itself
// apply the one rule, so the dialog offers nobody the server would refuse.

export const INVITE_NOT_ALLOWED = "You can invite only your connections or members of the dojo who can see this event";
export const EVENT_INVITATION_SENT = "Invitation sent";

type Scheduled = Extract<TrainingEventState, { status: "scheduled" }>;

const mayBeInvited = (event: Scheduled, rosterRole: RosterRole, connected: boolean): boolean =>
  event.details.isDojoOnly ? isVisibleTo(event.details, rosterRole) : rosterRole.role !== null || connected;

type Organised = { event: Scheduled; roster: RosterState; organiser: EventAuthority };

/** The event and its dojo's roster as it stands, if the actor may invite to it (the decider's rule). */
async function organisedEvent(deps: DojoDeps, organiserId: string, eventId: string): Promise<Organised> {
  const event = await visibleEvent(deps, organiserId, eventId);
  const roster = await deps.aggregates.rosters.state(event.dojoId);
  const organiser = eventAuthorityIn(roster, organiserId);
  refuseUnlessInviter(event, organiserId, organiser);
  return { event, roster, organiser };
}

export async function inviteToTrainingEvent(
  deps: DojoDeps,
  organiserId: string,
  eventId: string,
  memberId: string,
): Promise<EventInvitationReply> {
  const { event, roster, organiser } = await organisedEvent(deps, organiserId, eventId);
  await requireMember(deps.store, memberId);
  await refuseIfBlocked(deps, organiserId, memberId);
  const rosterRole = rosterRoleOf(roster, memberId);
  const connected = rosterRole.role === null && (await areConnected(deps.store, organiserId, memberId));
  if (!mayBeInvited(event, rosterRole, connected)) {
    throw new Forbidden(INVITE_NOT_ALLOWED, { code: "dojo-event.invite-not-allowed" });
  }
  await deps.aggregates.trainingEvents.handle(
    eventId,
    { type: "Invite", data: { memberId, ...organiser } },
    organiserId,
  );
  return { message: EVENT_INVITATION_SENT };
}

/**
 * Whom the organiser may invite now: the dojo's members who see the event and, unless it is
 * dojo-only, the organiser's connections; not those already taking part, waiting or invited.
 */
export async function invitableToEvent(
  deps: DojoDeps,
  organiserId: string,
  eventId: string,
): Promise<InvitableMember[]> {
  const { event, roster } = await organisedEvent(deps, organiserId, eventId);
  const dojoMembers = roster.status === "none" ? [] : Object.keys(roster.members);
  const connections = new Set(event.details.isDojoOnly ? [] : await connectionsOf(deps.store, organiserId));
  const settled = new Set([organiserId, ...event.participants, ...event.waitlist, ...event.invited]);
  const candidates = [...new Set([...dojoMembers, ...connections])].filter(
    (id) => !settled.has(id) && mayBeInvited(event, rosterRoleOf(roster, id), connections.has(id)),
  );
  return invitableViews(deps.store, organiserId, candidates);
}
