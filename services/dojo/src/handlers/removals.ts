import { eventOf } from "@kumite/kit/aggregate";
import type { RemoveMemberBody } from "@kumite/contracts/dojo/commands";
import { may } from "@kumite/contracts/dojo/roles";
import type { BarredMember, DojoView } from "@kumite/contracts/dojo/views";
import { Forbidden, NotFound } from "@kumite/kit/errors";
import { MEMBERS, type MemberEntry, MemberNotFound } from "@kumite/kit/members";
import type { DojoDeps } from "../aggregates.ts";
import { DOJO_NOT_FOUND, NOT_A_MEMBER } from "../domain/roster.ts";
import { barredMembers } from "../queries/bars.ts";
import { dojoById } from "../queries/dojos.ts";
import { releaseMembership } from "./membership.ts";
import { dropFromDojoOnlyEvents } from "./training-events.ts";

// Moderation of a dojo's roster: those who manage members (the owner, leaders, elders) remove a
// member ranked below them, saying why, and may bar them from joining again; they see the barred
// list and lift a bar. The roster decides who may; what a removal takes away besides the roster
// (the member's one-dojo claim, their dojo-only events) follows here, and again from the log
// (reactions/removed-members.ts), so a crash between the two leaves nothing behind.

export const BARRED_LIST_FORBIDDEN = "Only those who manage the dojo's members see its barred list";

export async function removeFromDojo(
  deps: DojoDeps,
  actorId: string,
  dojoId: string,
  memberId: string,
  { reason, bar }: RemoveMemberBody,
): Promise<DojoView> {
  // An account that exists (a suspended one included: it may be barred all the same), not a made-up id.
  const entry = await deps.store
    .collection<MemberEntry>(MEMBERS)
    .findOne({ _id: memberId }, { fields: { deleted: 1 } });
  if (!entry || entry.deleted) throw new MemberNotFound();
  const { events } = await deps.aggregates.rosters.handle(
    dojoId,
    { type: "RemoveMember", data: { memberId, reason, bar } },
    actorId,
  );
  if (eventOf(events, "MemberRemoved")) await followRemoval(deps, dojoId, memberId);
  return dojoById(deps.store, dojoId);
}

/**
 * What a removal takes away besides the roster: the member's one-dojo claim, and their places in
 * the dojo's dojo-only events (the first waiting move in). Unless the roster has them again (a bar
 * lifted and a new join, before this ran again from the log): then they keep what they have now.
 */
export async function followRemoval(deps: DojoDeps, dojoId: string, memberId: string): Promise<void> {
  const roster = await deps.aggregates.rosters.state(dojoId);
  if (roster.status !== "none" && roster.members[memberId]) return;
  await releaseMembership(deps, memberId, dojoId);
  await dropFromDojoOnlyEvents(deps, dojoId, memberId);
}

export async function liftBar(deps: DojoDeps, actorId: string, dojoId: string, memberId: string): Promise<void> {
  await deps.aggregates.rosters.handle(dojoId, { type: "LiftBar", data: { memberId } }, actorId);
}

/** The dojo's barred members, for those who manage its members (read from the roster: the truth). */
export async function barredList(deps: DojoDeps, actorId: string, dojoId: string): Promise<BarredMember[]> {
  const roster = await deps.aggregates.rosters.state(dojoId);
  if (roster.status !== "open") throw new NotFound(DOJO_NOT_FOUND, { code: "dojo.not-found" });
  const actor = roster.members[actorId];
  if (!actor) throw new Forbidden(NOT_A_MEMBER, { code: "dojo.not-member" });
  if (!may(actor.role, roster.ownerId === actorId, "manage members"))
    throw new Forbidden(BARRED_LIST_FORBIDDEN, { code: "dojo.remove-forbidden" });
  return barredMembers(deps.store, dojoId);
}
