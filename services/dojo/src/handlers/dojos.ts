import type { DojoProfileBody, MemberBody } from "@kumite/contracts/dojo/commands";
import type { DojoRoleView, DojoView } from "@kumite/contracts/dojo/views";
import type { DojoRole } from "@kumite/contracts/values";
import { NotFound } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { requireMember, dojoOf, refuseIfBlocked, checkActingAsSelf } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import { MEMBER_NOT_IN_DOJO } from "../domain/roster.ts";
import { dojoById } from "../queries/dojos.ts";
import { eventOf } from "@kumite/kit/aggregate";
import { releaseMembership, withMembership } from "./membership.ts";

/** A member in no dojo founds one, and is its owner. */
export async function foundDojo(deps: DojoDeps, memberId: string, profile: DojoProfileBody): Promise<DojoView> {
  await requireMember(deps.store, memberId);
  const dojoId = newId();
  await withMembership(deps, memberId, dojoId, () =>
    deps.aggregates.rosters.handle(dojoId, { type: "FoundDojo", data: profile }, memberId, { expectNew: true }),
  );
  return dojoById(deps.store, dojoId);
}

export async function joinDojo(deps: DojoDeps, memberId: string, dojoId: string, body: MemberBody): Promise<DojoView> {
  checkActingAsSelf(memberId, body.userId);
  await requireMember(deps.store, memberId);
  const dojo = await dojoById(deps.store, dojoId);
  await refuseIfBlocked(deps, memberId, dojo.ownerId);
  await withMembership(deps, memberId, dojoId, () =>
    deps.aggregates.rosters.handle(dojoId, { type: "JoinDojo", data: {} }, memberId),
  );
  return dojoById(deps.store, dojoId);
}

export async function leaveDojo(deps: DojoDeps, memberId: string, dojoId: string, body: MemberBody): Promise<DojoView> {
  checkActingAsSelf(memberId, body.userId);
  const { events } = await deps.aggregates.rosters.handle(dojoId, { type: "LeaveDojo", data: {} }, memberId);
  if (eventOf(events, "MemberLeft")) await releaseMembership(deps, memberId, dojoId);
  return dojoById(deps.store, dojoId);
}

/** The owner or a leader edits the dojo's profile. */
export async function updateDojo(
  deps: DojoDeps,
  memberId: string,
  dojoId: string,
  profile: DojoProfileBody,
): Promise<DojoView> {
  await deps.aggregates.rosters.handle(dojoId, { type: "UpdateDojo", data: profile }, memberId);
  return dojoById(deps.store, dojoId);
}

/** The owner makes a leader the new owner (and may then leave). */
export async function handOverDojo(deps: DojoDeps, memberId: string, dojoId: string, to: string): Promise<DojoView> {
  await deps.aggregates.rosters.handle(dojoId, { type: "HandOver", data: { to } }, memberId);
  return dojoById(deps.store, dojoId);
}

/** Gives a member of the actor's dojo a role, as the roster's rules allow. */
export async function changeDojoRole(
  deps: DojoDeps,
  actorId: string,
  memberId: string,
  role: DojoRole,
): Promise<DojoRoleView> {
  const dojoId = await dojoOf(deps.store, memberId);
  if (!dojoId) throw new NotFound(MEMBER_NOT_IN_DOJO, { code: "dojo.member-not-found" });
  await deps.aggregates.rosters.handle(dojoId, { type: "ChangeRole", data: { memberId, role } }, actorId);
  return { userId: memberId, dojoId, dojoRole: role };
}
