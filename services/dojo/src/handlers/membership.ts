import { CHANGED_MEANWHILE } from "@kumite/kit/aggregate";
import { Conflict, DomainError } from "@kumite/kit/errors";
import type { DojoDeps } from "../aggregates.ts";

// A member belongs to one dojo at most: their place is reserved (NATS KV, keyed by the member)
// before the roster records them, and given back when they leave or the roster refuses them.
//
// A place names its dojo and says whether the roster has recorded the member yet ("joining:<dojo>"
// while a founding, join or acceptance is under way; the bare dojo id once recorded). A recorded
// place whose roster no longer has the member is stale: a crash came between a leave and its
// release. Another dojo takes it over, after asking the roster (the truth), by a compare-and-set on
// the place's revision, so that of two claims only one wins. A place still joining is not taken
// over while that join may yet land (the roster could record the member right after we looked),
// only once it is older than any join takes.

export const IN_ANOTHER_DOJO = "You are already a member of another dojo; leave it first";
export const MEMBERSHIP = "membership";
export const JOINING = "joining:";
/** Far longer than a join takes (its retries on conflicts, its wait for the projections). */
export const JOIN_ABANDONED_MS = 5 * 60_000;
/** Claims of one member's place racing one another: each round, one of them wins. */
const CLAIM_ROUNDS = 10;

type Place = { dojoId: string; recorded: boolean; revision: number; since: Date };

/**
 * Runs `record` with the member's place reserved for `dojoId`: kept (and marked recorded) when it
 * records them, given back when it throws. A place reserved for `dojoId` already (a member in it,
 * or an earlier attempt cut off before the roster recorded it, retried now) goes on: the roster
 * decides.
 */
export async function withMembership<T>(
  deps: DojoDeps,
  memberId: string,
  dojoId: string,
  record: () => Promise<T>,
): Promise<T> {
  const revision = await claimPlace(deps, memberId, dojoId);
  // The member is in this dojo already: the roster decides, and their place stays as it is.
  if (revision === RECORDED_HERE) return record();
  let recorded: T;
  try {
    recorded = await record();
  } catch (error) {
    // Refused, the place goes back. Out of reach (the log may have stored it all the same), it stays.
    if (error instanceof DomainError && error.kind !== "unavailable")
      await deps.reservations.release(MEMBERSHIP, memberId, revision);
    throw error;
  }
  await markRecorded(deps, memberId, dojoId, revision).catch((error: unknown) => {
    // The member is in the dojo; a place left "joining" only waits longer before it may be taken over.
    deps.logger.warn({ err: error, memberId, dojoId }, "dojo place not marked recorded");
  });
  return recorded;
}

/** The member left `dojoId` (or, with no dojo named, is gone altogether): their place is free. */
export async function releaseMembership(deps: DojoDeps, memberId: string, dojoId?: string): Promise<void> {
  if (dojoId === undefined) return deps.reservations.release(MEMBERSHIP, memberId);
  const place = await placeOf(deps, memberId);
  // Held by another dojo meanwhile (taken over while the leave was under way): not this one's to free.
  if (place?.dojoId === dojoId) await deps.reservations.release(MEMBERSHIP, memberId, place.revision);
}

/** The dojo holding the member's place, recorded or still joining, if any. */
export async function reservedDojo(deps: DojoDeps, memberId: string): Promise<string | null> {
  return (await placeOf(deps, memberId))?.dojoId ?? null;
}

async function placeOf(deps: DojoDeps, memberId: string): Promise<Place | null> {
  const entry = await deps.reservations.entry(MEMBERSHIP, memberId);
  if (!entry) return null;
  const recorded = !entry.owner.startsWith(JOINING);
  const dojoId = recorded ? entry.owner : entry.owner.slice(JOINING.length);
  return { dojoId, recorded, revision: entry.revision, since: entry.since };
}

/** What claimPlace answers when the place is this dojo's and recorded: nothing to claim, nothing to free. */
const RECORDED_HERE = -1;

/**
 * Reserves the member's place for `dojoId` (joining): the revision it is at, RECORDED_HERE when
 * the roster has the member already, or Conflict.
 */
async function claimPlace(deps: DojoDeps, memberId: string, dojoId: string): Promise<number> {
  const joining = `${JOINING}${dojoId}`;
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const created = await deps.reservations.claim(MEMBERSHIP, memberId, joining);
    if (created !== null) return created;
    const place = await placeOf(deps, memberId);
    if (!place) continue;
    if (place.dojoId === dojoId && place.recorded) return RECORDED_HERE;
    if (place.dojoId !== dojoId && !(await isStale(deps, memberId, place))) {
      throw new Conflict(IN_ANOTHER_DOJO, { code: "dojo.in-another-dojo" });
    }
    // Ours from its revision on, unless another claim moved it first: then look again.
    const claimed = await deps.reservations.replace(MEMBERSHIP, memberId, joining, place.revision);
    if (claimed !== null) return claimed;
  }
  throw new Conflict(CHANGED_MEANWHILE, { code: "write.changed-meanwhile" });
}

/** Whether the place is held by a dojo whose roster does not have the member (and will not, for all we know). */
async function isStale(deps: DojoDeps, memberId: string, place: Place): Promise<boolean> {
  if (!place.recorded && Date.now() - place.since.getTime() < JOIN_ABANDONED_MS) return false;
  const roster = await deps.aggregates.rosters.state(place.dojoId);
  return roster.status === "none" || !roster.members[memberId];
}

/** The roster has the member: their place says so (unless another claim of the same dojo holds it now). */
async function markRecorded(deps: DojoDeps, memberId: string, dojoId: string, revision: number): Promise<void> {
  let at = revision;
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    if ((await deps.reservations.replace(MEMBERSHIP, memberId, dojoId, at)) !== null) return;
    const place = await placeOf(deps, memberId);
    // Freed (the member left at once) or recorded already: nothing to mark.
    if (!place || place.dojoId !== dojoId || place.recorded) return;
    at = place.revision;
  }
}
