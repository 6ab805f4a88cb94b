import type { DojoEvent, DojoProfile } from "@kumite/contracts/dojo/events";
import type { DojoRole } from "@kumite/contracts/values";
import { DAY_MS } from "@kumite/contracts/time";
import type { Command } from "@kumite/kit/decider";
import { Conflict, Expired, Forbidden, NotFound } from "@kumite/kit/errors";
import { may, mayAssign, mayInvite, mayRemove, rankOf } from "@kumite/contracts/dojo/roles";

// A dojo's roster: its profile, owner, members with their roles, and open invitations; one
// aggregate, so that every rule over who is in it and who may do what sees the whole of it. That a
// member belongs to one dojo at most spans rosters: the handlers reserve it before these commands.

export type RosterMember = { role: DojoRole; /** Joining order: who stood longest. */ since: number };
export type Invitation = { memberId: string; invitedBy: string; invitedAt: string; expiresAt: string };
/** A member barred from joining again, and the role they held (who may lift it is who could bar them). */
export type Bar = { role: DojoRole; barredBy: string; reason: string; barredAt: string };

export type RosterState =
  | { status: "none" }
  | {
      status: "open" | "archived";
      profile: DojoProfile;
      ownerId: string;
      members: Record<string, RosterMember>;
      invitations: Record<string, Invitation>;
      joins: number;
      barred: Record<string, Bar>;
      /** The role each member who left last held: one who left just before a removal can still be barred. */
      former: Record<string, DojoRole>;
    };
/** A dojo that was founded, open or archived: it has an owner, members and a history. */
export type ExistingDojo = Extract<RosterState, { status: "open" | "archived" }>;

export const initialState: RosterState = { status: "none" };

/** How long an invitation stays open, and how many one member may send in a day. */
export const INVITATION_DAYS = 14;
export const INVITATIONS_PER_DAY = 20;

export const DOJO_NOT_FOUND = "Dojo not found";
export const NOT_A_MEMBER = "You are not a member of this dojo";
export const OWNER_CANNOT_LEAVE = "The owner cannot leave the dojo; hand it over to a leader first";
export const MANAGE_DOJO_ONLY = "Only the owner or a leader can edit the dojo";
export const MEMBER_NOT_IN_DOJO = "This member is not in the dojo";
export const NOT_OWNERS_ROLE = "The owner's role cannot be changed";
export const NOT_OWN_ROLE = "You cannot change your own role";
export const ROLE_NOT_YOURS_TO_GIVE = "You cannot give this member this role";
export const WARRIORS_INVITE = "Warriors and above can invite to the dojo";
export const ALREADY_A_MEMBER = "This member is already in the dojo";
export const INVITATION_LIMIT = `You can send at most ${INVITATIONS_PER_DAY} invitations a day`;
export const INVITATION_NOT_FOUND = "Invitation not found";
export const INVITATION_EXPIRED = "This invitation has expired";
export const OWNER_ONLY = "Only the dojo owner can do that";
export const NEW_OWNER_LEADER = "The new owner must be a leader of the dojo";
export const BARRED = "You cannot join this dojo: you were barred from it";
export const INVITEE_BARRED = "This member is barred from the dojo";
export const REMOVE_FORBIDDEN = "You can only remove members ranked below you";
export const OWNER_NOT_REMOVABLE = "The owner cannot be removed from the dojo";
export const REMOVE_SELF = "You cannot remove yourself; leave the dojo instead";

export type FoundDojo = Command<"FoundDojo", DojoProfile>;
export type UpdateDojo = Command<"UpdateDojo", DojoProfile>;
export type JoinDojo = Command<"JoinDojo", Record<string, never>>;
export type LeaveDojo = Command<"LeaveDojo", Record<string, never>>;
export type ChangeRole = Command<"ChangeRole", { memberId: string; role: DojoRole }>;
export type HandOver = Command<"HandOver", { to: string }>;
export type Invite = Command<"Invite", { memberId: string }>;
export type AcceptInvitation = Command<"AcceptInvitation", { invitationId: string }>;
export type DeclineInvitation = Command<"DeclineInvitation", { invitationId: string }>;
/**
 * Someone who manages members takes a member ranked below them off the roster, saying why, and
 * may bar them from joining again. Their open invitations, to them or from them, no longer stand.
 */
export type RemoveMember = Command<"RemoveMember", { memberId: string; reason: string; bar: boolean }>;
/** The bar on a member is lifted by one who could have barred them: they may join again. */
export type LiftBar = Command<"LiftBar", { memberId: string }>;
/** Identity deleted the member's account: they leave, and a dojo they owned passes on or closes. */
export type RemoveDeletedMember = Command<"RemoveDeletedMember", { memberId: string }>;
export type RosterCommand =
  | FoundDojo
  | UpdateDojo
  | JoinDojo
  | LeaveDojo
  | ChangeRole
  | HandOver
  | Invite
  | AcceptInvitation
  | DeclineInvitation
  | RemoveDeletedMember
  | RemoveMember
  | LiftBar;

export function evolve(state: RosterState, event: DojoEvent): RosterState {
  if (event.type === "DojoFounded") {
    const { dojoId: _dojoId, ownerId, ...profile } = event.data;
    return {
      status: "open",
      profile,
      ownerId,
      members: { [ownerId]: { role: "leader", since: 0 } },
      invitations: {},
      joins: 1,
      barred: {},
      former: {},
    };
  }
  if (state.status === "none") return state;
  switch (event.type) {
    case "DojoUpdated": {
      const { dojoId: _dojoId, ...profile } = event.data;
      return { ...state, profile };
    }
    case "MemberJoined": {
      const { memberId, role, invitationId } = event.data;
      const invitations = { ...state.invitations };
      if (invitationId) delete invitations[invitationId];
      const members = { ...state.members, [memberId]: { role, since: state.joins } };
      return { ...state, members, invitations, joins: state.joins + 1 };
    }
    case "MemberLeft": {
      const members = { ...state.members };
      const left = members[event.data.memberId];
      delete members[event.data.memberId];
      const former = left ? { ...state.former, [event.data.memberId]: left.role } : state.former;
      return { ...state, members, former };
    }
    case "MemberRemoved":
      return state;
    case "MemberBarred": {
      const { memberId, role, barredBy, reason, barredAt } = event.data;
      return { ...state, barred: { ...state.barred, [memberId]: { role, barredBy, reason, barredAt } } };
    }
    case "BarLifted": {
      const barred = { ...state.barred };
      delete barred[event.data.memberId];
      return { ...state, barred };
    }
    case "InvitationVoided": {
      const invitations = { ...state.invitations };
      delete invitations[event.data.invitationId];
      return { ...state, invitations };
    }
    case "MemberRoleChanged": {
      const member = state.members[event.data.memberId];
      if (!member) return state;
      return { ...state, members: { ...state.members, [event.data.memberId]: { ...member, role: event.data.role } } };
    }
    case "OwnershipHandedOver":
      return { ...state, ownerId: event.data.to };
    case "MemberInvited": {
      const { memberId, invitedBy, invitedAt, expiresAt } = event.data;
      const invitation = { memberId, invitedBy, invitedAt, expiresAt };
      return { ...state, invitations: { ...state.invitations, [event.data.invitationId]: invitation } };
    }
    case "InvitationDeclined": {
      const invitations = { ...state.invitations };
      delete invitations[event.data.invitationId];
      return { ...state, invitations };
    }
    case "DojoArchived":
      return { ...state, status: "archived" };
  }
}

/** The open dojo, or "Dojo not found" (an archived one included). */
function openDojo(state: RosterState): ExistingDojo {
  if (state.status !== "open") throw new NotFound(DOJO_NOT_FOUND, { code: "dojo.not-found" });
  return state;
}

function memberOf(state: ExistingDojo, memberId: string | null): RosterMember & { id: string; isOwner: boolean } {
  const member = memberId ? state.members[memberId] : undefined;
  if (!memberId || !member) throw new Forbidden(NOT_A_MEMBER, { code: "dojo.not-member" });
  return { ...member, id: memberId, isOwner: memberId === state.ownerId };
}

function found({ data, metadata }: FoundDojo, state: RosterState): DojoEvent[] {
  if (state.status !== "none") throw new Conflict("This dojo already exists");
  return [{ type: "DojoFounded", data: { dojoId: metadata.aggregateId, ownerId: metadata.actorId!, ...data } }];
}

function update({ data, metadata }: UpdateDojo, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const actor = memberOf(dojo, metadata.actorId);
  if (!may(actor.role, actor.isOwner, "manage dojo"))
    throw new Forbidden(MANAGE_DOJO_ONLY, { code: "dojo.manage-only" });
  if (sameProfile(data, dojo.profile)) return [];
  return [{ type: "DojoUpdated", data: { dojoId: metadata.aggregateId, ...data } }];
}

function sameProfile(a: DojoProfile, b: DojoProfile): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.location === b.location &&
    a.martialArts.length === b.martialArts.length &&
    a.martialArts.every((art, index) => art === b.martialArts[index])
  );
}

function join({ metadata }: JoinDojo, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const memberId = metadata.actorId!;
  if (dojo.members[memberId]) return [];
  refuseBarred(dojo, memberId);
  return [
    { type: "MemberJoined", data: { dojoId: metadata.aggregateId, memberId, role: "new_blood", invitationId: null } },
  ];
}

function leave({ metadata }: LeaveDojo, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const memberId = metadata.actorId!;
  if (!dojo.members[memberId]) return [];
  if (memberId === dojo.ownerId) throw new Forbidden(OWNER_CANNOT_LEAVE, { code: "dojo.owner-cannot-leave" });
  return [{ type: "MemberLeft", data: { dojoId: metadata.aggregateId, memberId, reason: "left" } }];
}

function changeRole({ data, metadata }: ChangeRole, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const actor = memberOf(dojo, metadata.actorId);
  const member = dojo.members[data.memberId];
  if (!member) throw new NotFound(MEMBER_NOT_IN_DOJO, { code: "dojo.member-not-found" });
  if (data.memberId === dojo.ownerId) throw new Forbidden(NOT_OWNERS_ROLE, { code: "dojo.owner-role" });
  if (data.memberId === metadata.actorId) throw new Forbidden(NOT_OWN_ROLE, { code: "dojo.own-role" });
  if (!mayAssign(actor, member.role, data.role))
    throw new Forbidden(ROLE_NOT_YOURS_TO_GIVE, { code: "dojo.role-not-allowed" });
  if (member.role === data.role) return [];
  const changed = {
    dojoId: metadata.aggregateId,
    memberId: data.memberId,
    role: data.role,
    changedBy: metadata.actorId!,
  };
  return [{ type: "MemberRoleChanged", data: changed }];
}

function handOver({ data, metadata }: HandOver, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  if (metadata.actorId !== dojo.ownerId) throw new Forbidden(OWNER_ONLY, { code: "dojo.owner-only" });
  if (data.to === dojo.ownerId) return [];
  if (dojo.members[data.to]?.role !== "leader")
    throw new Conflict(NEW_OWNER_LEADER, { code: "dojo.new-owner-not-leader" });
  return [{ type: "OwnershipHandedOver", data: { dojoId: metadata.aggregateId, from: dojo.ownerId, to: data.to } }];
}

function invite({ data, metadata }: Invite, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const inviter = memberOf(dojo, metadata.actorId);
  if (!mayInvite(inviter.role, inviter.isOwner))
    throw new Forbidden(WARRIORS_INVITE, { code: "dojo.invite-forbidden" });
  if (dojo.members[data.memberId]) throw new Conflict(ALREADY_A_MEMBER, { code: "dojo.already-member" });
  if (dojo.barred[data.memberId]) throw new Conflict(INVITEE_BARRED, { code: "dojo.invitee-barred" });
  const now = metadata.now.getTime();
  const open = Object.values(dojo.invitations).find(
    (invitation) => invitation.memberId === data.memberId && Date.parse(invitation.expiresAt) > now,
  );
  if (open) return [];
  const sentToday = Object.values(dojo.invitations).filter(
    (invitation) => invitation.invitedBy === metadata.actorId && now - Date.parse(invitation.invitedAt) < DAY_MS,
  ).length;
  if (sentToday >= INVITATIONS_PER_DAY) throw new Conflict(INVITATION_LIMIT, { code: "dojo.invitation-limit" });
  const invited = {
    dojoId: metadata.aggregateId,
    dojoName: dojo.profile.name,
    invitationId: metadata.commandId,
    memberId: data.memberId,
    invitedBy: metadata.actorId!,
    invitedAt: metadata.now.toISOString(),
    expiresAt: new Date(now + INVITATION_DAYS * DAY_MS).toISOString(),
  };
  return [{ type: "MemberInvited", data: invited }];
}

function openInvitation(dojo: ExistingDojo, invitationId: string, actorId: string | null, now: Date): Invitation {
  const invitation = dojo.invitations[invitationId];
  if (!invitation || invitation.memberId !== actorId) {
    throw new NotFound(INVITATION_NOT_FOUND, { code: "dojo.invitation-not-found" });
  }
  if (Date.parse(invitation.expiresAt) <= now.getTime()) {
    throw new Expired(INVITATION_EXPIRED, { code: "dojo.invitation-expired" });
  }
  return invitation;
}

function accept({ data, metadata }: AcceptInvitation, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  if (metadata.actorId && dojo.members[metadata.actorId]) return [];
  const { memberId } = openInvitation(dojo, data.invitationId, metadata.actorId, metadata.now);
  refuseBarred(dojo, memberId);
  const joined = {
    dojoId: metadata.aggregateId,
    memberId,
    role: "new_blood" as const,
    invitationId: data.invitationId,
  };
  return [{ type: "MemberJoined", data: joined }];
}

function decline({ data, metadata }: DeclineInvitation, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  if (!dojo.invitations[data.invitationId]) return [];
  const { memberId } = openInvitation(dojo, data.invitationId, metadata.actorId, metadata.now);
  return [
    { type: "InvitationDeclined", data: { dojoId: metadata.aggregateId, invitationId: data.invitationId, memberId } },
  ];
}

function refuseBarred(dojo: ExistingDojo, memberId: string): void {
  if (dojo.barred[memberId]) throw new Forbidden(BARRED, { code: "dojo.barred" });
}

/**
 * Who the actor may remove or bar: not the owner, not themselves, only a member (or one who has
 * left) ranked below them; one never in the dojo would join as new blood, and is ranked so.
 * Returns that role, and whether the roster ever had them.
 */
function removable(dojo: ExistingDojo, actorId: string | null, memberId: string): { role: DojoRole; known: boolean } {
  const actor = memberOf(dojo, actorId);
  if (memberId === dojo.ownerId) throw new Forbidden(OWNER_NOT_REMOVABLE, { code: "dojo.owner-not-removable" });
  if (memberId === actorId) throw new Forbidden(REMOVE_SELF, { code: "dojo.remove-self" });
  const held = dojo.members[memberId]?.role ?? dojo.former[memberId] ?? dojo.barred[memberId]?.role ?? null;
  const role = held ?? "new_blood";
  if (!mayRemove(actor, role)) throw new Forbidden(REMOVE_FORBIDDEN, { code: "dojo.remove-forbidden" });
  return { role, known: held !== null };
}

/**
 * The member leaves the roster and is told why; with `bar`, they may not come back. One who left
 * (or was removed) a moment before is not on the roster any more: asking to bar them still bars
 * them, so a harasser who leaves first cannot dodge the bar. One who never joined may be barred
 * ahead (a harasser the owner knows), but there is nobody to remove.
 */
function remove({ data, metadata }: RemoveMember, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const { memberId, reason, bar } = data;
  const { role, known } = removable(dojo, metadata.actorId, memberId);
  if (!known && !bar) throw new NotFound(MEMBER_NOT_IN_DOJO, { code: "dojo.member-not-found" });
  const dojoId = metadata.aggregateId;
  const removedBy = metadata.actorId!;
  const onRoster = Boolean(dojo.members[memberId]);
  const barring = bar && !dojo.barred[memberId];
  const events: DojoEvent[] = [];
  if (onRoster) {
    events.push(
      { type: "MemberLeft", data: { dojoId, memberId, reason: "removed" } },
      { type: "MemberRemoved", data: { dojoId, dojoName: dojo.profile.name, memberId, removedBy, reason, role } },
    );
  }
  // Open invitations to them (and, once removed, those they sent) no longer stand.
  for (const [invitationId, invitation] of Object.entries(dojo.invitations)) {
    const concerned =
      invitation.memberId === memberId ? onRoster || barring : onRoster && invitation.invitedBy === memberId;
    if (concerned)
      events.push({ type: "InvitationVoided", data: { dojoId, invitationId, memberId: invitation.memberId } });
  }
  if (barring) {
    const barredAt = metadata.now.toISOString();
    events.push({ type: "MemberBarred", data: { dojoId, memberId, barredBy: removedBy, reason, role, barredAt } });
  }
  return events;
}

function liftBar({ data, metadata }: LiftBar, state: RosterState): DojoEvent[] {
  const dojo = openDojo(state);
  const actor = memberOf(dojo, metadata.actorId);
  const bar = dojo.barred[data.memberId];
  if (!bar) {
    if (!may(actor.role, actor.isOwner, "manage members"))
      throw new Forbidden(REMOVE_FORBIDDEN, { code: "dojo.remove-forbidden" });
    return [];
  }
  if (!mayRemove(actor, bar.role)) throw new Forbidden(REMOVE_FORBIDDEN, { code: "dojo.remove-forbidden" });
  return [{ type: "BarLifted", data: { dojoId: metadata.aggregateId, memberId: data.memberId, liftedBy: actor.id } }];
}

/**
 * The member leaves. A dojo they owned passes to the highest-ranked member who stood longest, in
 * the same decision; one whose last member they were is archived.
 */
function removeDeleted({ data, metadata }: RemoveDeletedMember, state: RosterState): DojoEvent[] {
  if (state.status !== "open" || !state.members[data.memberId]) return [];
  const dojoId = metadata.aggregateId;
  const left: DojoEvent = { type: "MemberLeft", data: { dojoId, memberId: data.memberId, reason: "account-deleted" } };
  if (data.memberId !== state.ownerId) return [left];
  const successor = Object.entries(state.members)
    .filter(([memberId]) => memberId !== data.memberId)
    .sort(([, a], [, b]) => rankOf(b.role) - rankOf(a.role) || a.since - b.since)[0];
  if (!successor) return [left, { type: "DojoArchived", data: { dojoId } }];
  return [{ type: "OwnershipHandedOver", data: { dojoId, from: data.memberId, to: successor[0] } }, left];
}

export function decide(command: RosterCommand, state: RosterState): DojoEvent[] {
  switch (command.type) {
    case "FoundDojo":
      return found(command, state);
    case "UpdateDojo":
      return update(command, state);
    case "JoinDojo":
      return join(command, state);
    case "LeaveDojo":
      return leave(command, state);
    case "ChangeRole":
      return changeRole(command, state);
    case "HandOver":
      return handOver(command, state);
    case "Invite":
      return invite(command, state);
    case "AcceptInvitation":
      return accept(command, state);
    case "DeclineInvitation":
      return decline(command, state);
    case "RemoveDeletedMember":
      return removeDeleted(command, state);
    case "RemoveMember":
      return remove(command, state);
    case "LiftBar":
      return liftBar(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const rosterDecider = { initialState, evolve, decide };
