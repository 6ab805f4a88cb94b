import { may } from "@kumite/contracts/dojo/roles";
import type { DojoRole } from "@kumite/contracts/values";
import type { RosterState } from "./roster.ts";

// Who may see and schedule a dojo's events, from where they stand in it (SPEC §6's permissions):
// one rule, for the handlers (on the roster) and the queries (on the read models) alike. A
// dojo-only event is its dojo's: seen by its members who may "view events" (warrior and up) and
// by its owner.

/** A member's role on a dojo's roster and whether they own it: what decides which of its events they see. */
export type RosterRole = { role: DojoRole | null; isOwner: boolean };

/** Whether a member with this role sees the dojo's dojo-only events. */
export const seesDojoOnly = ({ role, isOwner }: RosterRole): boolean =>
  isOwner || (role !== null && may(role, false, "view events"));

/** Whether a member with this role may schedule the dojo's events: an elder, a leader or the owner. */
export const schedulesIn = ({ role, isOwner }: RosterRole): boolean =>
  isOwner || (role !== null && may(role, false, "create events"));

export const isVisibleTo = (event: { isDojoOnly: boolean }, rosterRole: RosterRole): boolean =>
  !event.isDojoOnly || seesDojoOnly(rosterRole);

/**
 * Whether a member reads an event: as its dojo's rule says, or because they are in it or wait for
 * it (one who has since left the dojo still sees what they signed up for).
 */
export const readsEvent = (
  event: { isDojoOnly: boolean; participants: readonly string[]; waitlist: readonly string[] },
  memberId: string,
  rosterRole: RosterRole,
): boolean =>
  event.participants.includes(memberId) || event.waitlist.includes(memberId) || isVisibleTo(event, rosterRole);

/** The member's role on this roster, and whether they own the dojo. */
export function rosterRoleOf(roster: RosterState, memberId: string): RosterRole {
  if (roster.status === "none") return { role: null, isOwner: false };
  return { role: roster.members[memberId]?.role ?? null, isOwner: roster.ownerId === memberId };
}
