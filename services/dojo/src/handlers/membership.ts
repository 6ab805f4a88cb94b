import { Conflict, DomainError } from "@kumite/kit/errors";
import type { DojoDeps } from "../aggregates.ts";

// A member belongs to one dojo at most: their place is reserved (NATS KV, keyed by the member)
// before the roster records them, and given back when they leave or the roster refuses them.

export const IN_ANOTHER_DOJO = "You are already a member of another dojo; leave it first";
const MEMBERSHIP = "membership";

/**
 * Runs `record` with the member's place reserved for `dojoId`: kept when it records them, given
 * back when it throws. A place reserved for `dojoId` already (a member in it, or an earlier attempt
 * cut off before the roster recorded it, retried now) goes straight on: the roster decides.
 */
export async function withMembership<T>(
  deps: DojoDeps,
  memberId: string,
  dojoId: string,
  record: () => Promise<T>,
): Promise<T> {
  try {
    await deps.reservations.reserve(MEMBERSHIP, memberId, dojoId, {
      message: IN_ANOTHER_DOJO,
      code: "dojo.in-another-dojo",
    });
  } catch (error) {
    if (!(error instanceof Conflict) || (await deps.reservations.holder(MEMBERSHIP, memberId)) !== dojoId) throw error;
  }
  try {
    return await record();
  } catch (error) {
    // Refused, the place goes back. Out of reach (the log may have stored it all the same), it stays.
    if (error instanceof DomainError && error.kind !== "unavailable")
      await deps.reservations.release(MEMBERSHIP, memberId);
    throw error;
  }
}

/** The member left: their place is free for another dojo. */
export async function releaseMembership(deps: DojoDeps, memberId: string): Promise<void> {
  await deps.reservations.release(MEMBERSHIP, memberId);
}
