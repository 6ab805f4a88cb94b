import { CHANGED_MEANWHILE } from "@kumite/kit/aggregate";
import { Conflict } from "@kumite/kit/errors";
import { claimHolder, releaseClaim, withClaim, type ClaimRule } from "@kumite/kit/reservations";
import type { DojoDeps } from "../aggregates.ts";

// A member belongs to one dojo at most (SPEC §3): the kit's claim (reservations/claims.ts) holds
// the member for the dojo while a founding, a join or an acceptance records them, and the roster
// is the truth it asks when a claim outlived its membership.

export const IN_ANOTHER_DOJO = "You are already a member of another dojo; leave it first";
export const MEMBERSHIP = "membership";

const membershipClaim = (deps: DojoDeps): ClaimRule => ({
  reservations: deps.reservations,
  namespace: MEMBERSHIP,
  clock: deps.clock,
  logger: deps.logger,
  async holds(dojoId, memberId) {
    const roster = await deps.aggregates.rosters.state(dojoId);
    return roster.status !== "none" && roster.members[memberId] !== undefined;
  },
  heldElsewhere: () => new Conflict(IN_ANOTHER_DOJO, { code: "dojo.in-another-dojo" }),
  raced: () => new Conflict(CHANGED_MEANWHILE, { code: "write.changed-meanwhile" }),
});

/** Runs `record` (a founding, a join, an acceptance) with the member's claim held for `dojoId`. */
export function withMembership<T>(deps: DojoDeps, memberId: string, dojoId: string, record: () => Promise<T>) {
  return withClaim(membershipClaim(deps), memberId, dojoId, record);
}

/** The member left `dojoId` (or, with no dojo named, is gone altogether): their claim is released. */
export function releaseMembership(deps: DojoDeps, memberId: string, dojoId?: string): Promise<void> {
  return releaseClaim(membershipClaim(deps), memberId, dojoId);
}

/** The dojo holding the member's claim, recorded or still joining, if any. */
export function reservedDojo(deps: DojoDeps, memberId: string): Promise<string | null> {
  return claimHolder(membershipClaim(deps), memberId);
}
