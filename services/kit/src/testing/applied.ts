import type { Position } from "../event-store.ts";
import type { Projector } from "../projection/projector.ts";

/**
 * Once `projector` applied a test's own event: its position token. The wait is generous because
 * other test files may be writing to the same streams at once, and a read model that never gets
 * there fails here rather than as a puzzling answer later.
 */
export async function applied(projector: Projector, position: Position): Promise<string> {
  if (!(await projector.waitFor(position.stream, position.sequence, 30_000)))
    throw new Error(`the read models did not reach ${position.stream}:${position.sequence} in 30 s`);
  return `${position.stream}:${position.sequence}`;
}
