import { may } from "@kumite/contracts/dojo/roles";
import type { DojoRole } from "@kumite/contracts/values";
import type { RosterState } from "./roster.ts";

// Who may see and schedule a dojo's events, from where they stand in it (SPEC §6's permissions):
// one rule, for the handlers (on the roster) and the queries (on the read models) alike. A
// dojo-only event is its dojo's: seen by its members who may "view events" (warrior and up) and
// by its owner.

/** Where a member stands in a dojo, for what of its events they see. */
export type Standing = { role: DojoRole | null; isOwner: boolean };

/** Whether a member of this standing sees the dojo's dojo-only events. */
export const seesDojoOnly = ({ role, isOwner }: Standing): boolean =>
  isOwner || (role !== null && may(role, false, "view events"));

/** Whether a member of this standing may schedule the dojo's events: an elder, a leader or the owner. */
export const schedulesIn = ({ role, isOwner }: Standing): boolean =>
  isOwner || (role !== null && may(role, false, "create events"));

export const isVisibleTo = (event: { isDojoOnly: boolean }, standing: Standing): boolean =>
  !event.isDojoOnly || seesDojoOnly(standing);

/** Where a member stands in the dojo of this roster. */
export function standingOf(roster: RosterState, memberId: string): Standing {
  if (roster.status === "none") return { role: null, isOwner: false };
  return { role: roster.members[memberId]?.role ?? null, isOwner: roster.ownerId === memberId };
}
