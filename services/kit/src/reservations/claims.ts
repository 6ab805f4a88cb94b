import { COMMAND_LANDS_WITHIN_MS } from "../aggregate.ts";
import { DomainError } from "../errors.ts";
import type { Logger } from "pino";
import type { Reservations } from "./bucket.ts";

// "One X per member" (one dojo per member; one vote per member): the member's claim is reserved in
// NATS KV, keyed by the member, before the command that records them runs, and given back when it
// is refused. While that command is under way the claim reads "joining:<holder>@<since>" (the word
// dojo's places were first stored with, and when the claim was made by the kit's clock); once
// recorded, the bare holder.
//
// A claim the log disowns is stale: a recorded one whose holder no longer has the member (a crash
// came between a leave and its release), or a pending one whose command can no longer land (older
// than COMMAND_LANDS_WITHIN_MS) and did not. Another holder takes a stale claim over, after asking
// the log, by a compare-and-set on the claim's revision, so that of two claims only one wins. A
// pending claim is never taken over while its command may still land: the member could otherwise
// end up held twice. Its age is measured on the kit's clock at both ends, never against the NATS
// server's: a server whose clock differs from the services' would otherwise free claims too soon.

const PENDING = "joining:";
/** Claims of one member racing one another: each round, one of them wins. */
const CLAIM_ROUNDS = 10;

export type ClaimRule = {
  reservations: Reservations;
  /** What is claimed: one of it per member. */
  namespace: string;
  /** The kit's clock (deps.clock). */
  clock: () => Date;
  logger: Pick<Logger, "warn">;
  /** Whether the log has the member held by `holder` (the truth a claim stands for). */
  holds: (holder: string, memberId: string) => Promise<boolean>;
  /** The refusal when another holder has the member. */
  heldElsewhere: () => Error;
  /** The refusal when the claims kept racing. */
  raced: () => Error;
};

type Claim = { holder: string; recorded: boolean; revision: number; since: Date };
/** What a claim attempt found: the member is held here already, or the claim is taken at `revision`. */
type Claimed = { heldHere: true } | { heldHere: false; revision: number };

/**
 * Runs `record` (the command that records the member with `holder`) with the member's claim held
 * for `holder`: kept and marked recorded when it records them, given back when it is refused. A
 * claim held for `holder` already (the member is there, or an earlier attempt was cut off and is
 * retried now) goes on: the command decides.
 */
export async function withClaim<T>(
  rule: ClaimRule,
  memberId: string,
  holder: string,
  record: () => Promise<T>,
): Promise<T> {
  const claimed = await claim(rule, memberId, holder);
  if (claimed.heldHere) return record();
  let recorded: T;
  try {
    recorded = await record();
  } catch (error) {
    // Refused, the claim goes back. Out of reach (the log may have stored it all the same), it
    // stays pending, and lapses once the command can no longer land.
    if (error instanceof DomainError && error.kind !== "unavailable")
      await rule.reservations.release(rule.namespace, memberId, claimed.revision);
    throw error;
  }
  await markRecorded(rule, memberId, holder, claimed.revision).catch((error: unknown) => {
    // The member is recorded; a claim left pending is only taken over once the log disowns it.
    rule.logger.warn({ err: error, memberId, holder, namespace: rule.namespace }, "claim not marked recorded");
  });
  return recorded;
}

/** The member left `holder` (or, with none named, is gone altogether): their claim is free. */
export async function releaseClaim(rule: ClaimRule, memberId: string, holder?: string): Promise<void> {
  if (holder === undefined) return rule.reservations.release(rule.namespace, memberId);
  const current = await claimOf(rule, memberId);
  // Taken over by another holder while the leave was under way: not this one's to free.
  if (current?.holder === holder) await rule.reservations.release(rule.namespace, memberId, current.revision);
}

/** Who holds the member's claim, recorded or pending, if anyone. */
export async function claimHolder(rule: ClaimRule, memberId: string): Promise<string | null> {
  return (await claimOf(rule, memberId))?.holder ?? null;
}

/** The claim as a command under way would have left it for `holder` at `since`, not yet recorded. */
export const pendingClaim = (holder: string, since: Date): string => `${PENDING}${holder}@${since.getTime()}`;

/** A pending claim's holder and when it was made; one stored without a time dates from the server's record. */
function parsePending(claim: string, stored: Date): { holder: string; since: Date } {
  const at = claim.lastIndexOf("@");
  const since = at > 0 ? Number(claim.slice(at + 1)) : NaN;
  return Number.isSafeInteger(since)
    ? { holder: claim.slice(0, at), since: new Date(since) }
    : { holder: claim, since: stored };
}

async function claimOf(rule: ClaimRule, memberId: string): Promise<Claim | null> {
  const entry = await rule.reservations.entry(rule.namespace, memberId);
  if (!entry) return null;
  if (!entry.owner.startsWith(PENDING))
    return { holder: entry.owner, recorded: true, revision: entry.revision, since: entry.since };
  return { ...parsePending(entry.owner.slice(PENDING.length), entry.since), recorded: false, revision: entry.revision };
}

async function claim(rule: ClaimRule, memberId: string, holder: string): Promise<Claimed> {
  const pending = pendingClaim(holder, rule.clock());
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    const created = await rule.reservations.claim(rule.namespace, memberId, pending);
    if (created !== null) return { heldHere: false, revision: created };
    const current = await claimOf(rule, memberId);
    if (!current) continue;
    if (current.holder === holder && current.recorded) return { heldHere: true };
    if (current.holder !== holder && !(await isStale(rule, memberId, current))) throw rule.heldElsewhere();
    // Ours from its revision on, unless another claim moved it first: then look again.
    const taken = await rule.reservations.replace(rule.namespace, memberId, pending, current.revision);
    if (taken !== null) return { heldHere: false, revision: taken };
  }
  throw rule.raced();
}

async function isStale(rule: ClaimRule, memberId: string, current: Claim): Promise<boolean> {
  const mayStillLand = rule.clock().getTime() - current.since.getTime() < COMMAND_LANDS_WITHIN_MS;
  if (!current.recorded && mayStillLand) return false;
  return !(await rule.holds(current.holder, memberId));
}

/** The log has the member with `holder`: the claim says so (unless another claim moved it meanwhile). */
async function markRecorded(rule: ClaimRule, memberId: string, holder: string, revision: number): Promise<void> {
  let at = revision;
  for (let round = 0; round < CLAIM_ROUNDS; round++) {
    if ((await rule.reservations.replace(rule.namespace, memberId, holder, at)) !== null) return;
    const current = await claimOf(rule, memberId);
    // Freed (the member left at once) or recorded already: nothing to mark.
    if (!current || current.holder !== holder || current.recorded) return;
    at = current.revision;
  }
}
