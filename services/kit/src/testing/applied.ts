import type { Position } from "../event-store.ts";
import type { Projector } from "../projection/projector.ts";

/** Generous, yet inside an integration test's 20 s, so that this says what went wrong. */
const WAIT_MS = 15_000;

/**
 * Once `projector` applied a test's own event: its position token. The wait is generous because
 * other test files may be writing to the same streams at once, and a read model that never gets
 * there fails here rather than as a puzzling answer later.
 */
export async function applied(projector: Projector, position: Position): Promise<string> {
  if (!(await projector.waitFor(position.stream, position.sequence, WAIT_MS)))
    throw new Error(`the read models did not reach ${position.stream}:${position.sequence} in ${WAIT_MS / 1000} s`);
  return `${position.stream}:${position.sequence}`;
}
