import { IDEMPOTENCY_KEY_HEADER } from "@kumite/contracts/http";
import { expect } from "vitest";
import type { Caller } from "@kumite/kit/testing/harness";
import { stopAmidWrites } from "@kumite/kit/testing";

// Members moving in and out of a dojo or an event, one lane of moves each, for the restart tests:
// each move keeps its idempotency key, so a retry is the same request, and its last answer.

export type MemberMove<Path extends string> = { from: string; path: Path; key: string; status?: number };

/** One lane per member: their moves in order, each with a key of its own. */
export function memberLanes<Path extends string>(
  members: ReadonlyArray<{ id: string }>,
  paths: readonly Path[],
): MemberMove<Path>[][] {
  return members.map((member) => paths.map((path) => ({ from: member.id, path, key: crypto.randomUUID() })));
}

/** POSTs `<base>/<path>` with the member's userId as the member; the status, or 0 with no answer. */
export function sendMove<Path extends string>(
  service: { as: (memberId: string) => Caller },
  base: string,
  move: MemberMove<Path>,
): Promise<number> {
  return service
    .as(move.from)
    .post(`${base}/${move.path}`, { userId: move.from }, { headers: { [IDEMPOTENCY_KEY_HEADER]: move.key } })
    .then((reply) => (move.status = reply.statusCode))
    .catch(() => (move.status = 0));
}

/**
 * Sends every lane to `service`, stopping it once a third of the moves are acknowledged, and checks
 * the stop landed mid-way: some moves acknowledged, some in flight, some a client must retry.
 */
export async function stopAmidMoves<Path extends string>(
  lanes: MemberMove<Path>[][],
  send: (move: MemberMove<Path>) => Promise<number>,
  stop: () => Promise<void>,
) {
  const outcome = await stopAmidWrites({ lanes, send, stopAfter: lanes.flat().length / 3, stop });
  expect(outcome.acknowledged.length).toBeGreaterThan(0);
  expect(outcome.inFlightAtStop.length).toBeGreaterThan(0);
  expect(outcome.unacknowledged.length).toBeGreaterThan(0);
  return outcome;
}
