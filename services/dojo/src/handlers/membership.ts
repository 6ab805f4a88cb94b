import { CHANGED_MEANWHILE } from "@kumite/kit/aggregate";
import { Conflict } from "@kumite/kit/errors";
import { claimHolder, releaseClaim, withClaim, type ClaimRule } from "@kumite/kit/reservations";
import type { DojoDeps } from "../aggregates.ts";

// A member belongs to one dojo at most (SPEC §3): the kit's claim (reservations/claims.ts) holds
// their place for the dojo while a founding, a join or an acceptance records them, and the roster
// is the truth it asks when a place outlived its membership.

export const IN_ANOTHER_DOJO = "You are already a member of another dojo; leave it first";
export const MEMBERSHIP = "membership";

const placeRule = (deps: DojoDeps): ClaimRule => ({
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

/** Runs `record` (a founding, a join, an acceptance) with the member's place held for `dojoId`. */
export function withMembership<T>(deps: DojoDeps, memberId: string, dojoId: string, record: () => Promise<T>) {
  return withClaim(placeRule(deps), memberId, dojoId, record);
}

/** The member left `dojoId` (or, with no dojo named, is gone altogether): their place is free. */
export function releaseMembership(deps: DojoDeps, memberId: string, dojoId?: string): Promise<void> {
  return releaseClaim(placeRule(deps), memberId, dojoId);
}

/** The dojo holding the member's place, recorded or still joining, if any. */
export function reservedDojo(deps: DojoDeps, memberId: string): Promise<string | null> {
  return claimHolder(placeRule(deps), memberId);
}
