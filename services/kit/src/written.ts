import { AsyncLocalStorage } from "node:async_hooks";
import type { Position } from "./event-store.ts";

// Where a call's writes landed, gathered by the kit as its aggregates answer, so that one reply hook
// tells the caller (http/written-positions.ts) and a route returns its result and nothing else.

const written = new AsyncLocalStorage<Position[]>();

/** Notes where a write of the current call landed (or, for a no-op, where its aggregate stood). */
export function noteWritten(position: Position): void {
  written.getStore()?.push(position);
}

/** Runs `work` (a call's handler), gathering into `positions` where its writes land. */
export function gatherWritten<T>(positions: Position[], work: () => T): T {
  return written.run(positions, work);
}
