import type { ReadStore } from "../read-store/port.ts";
import { MEMBERS, type MemberEntry } from "./directory.ts";
import { isSuspended } from "./suspensions.ts";

// Whether a member is established: an account at least a day old and not suspended. Only an
// established member's word weighs against someone else (a report towards a ban in moderation, a
// flag that takes an open mat off the list in gym), so a handful of accounts made for the purpose
// weigh nothing. A member the directory does not know yet (it lags identity, or the entry predates
// `joinedAt`) is new, never established: doubt fails closed.

export const ESTABLISHED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A member's account as a decider weighs it when they act: its age and any suspension; read by `accountStandingOf`. */
export type AccountStanding = {
  /** When their account was made; null when the directory does not know. */
  joinedAt: string | null;
  suspended: boolean;
};

/** Whether a member in this standing is established at `now`. */
export function isEstablished(standing: AccountStanding, now: Date): boolean {
  if (standing.joinedAt === null || standing.suspended) return false;
  const joined = Date.parse(standing.joinedAt);
  return Number.isFinite(joined) && now.getTime() - joined >= ESTABLISHED_AFTER_MS;
}

/** The member's standing from the directory and the suspensions (which a service must list). */
export async function accountStandingOf(store: ReadStore, memberId: string): Promise<AccountStanding> {
  const [entry, suspended] = await Promise.all([
    store.collection<MemberEntry>(MEMBERS).findOne({ _id: memberId }, { fields: { joinedAt: 1, deleted: 1 } }),
    isSuspended(store, memberId),
  ]);
  const joinedAt = entry && !entry.deleted ? (entry.joinedAt ?? null) : null;
  return { joinedAt, suspended };
}
