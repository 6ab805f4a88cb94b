import { liveSubject, type LiveEvent } from "@kumite/contracts/live";
import type { Logger } from "pino";
import type { Position } from "./event-store.ts";
import type { Nats } from "./nats.ts";

// A hint to a member's open browsers (DESIGN.md, "Real time"): published on NATS core after the
// append it is about, carrying that append's position so the browser's refetch waits for it.
// Fire and forget: a lost hint costs a refresh, never data, and must not fail the command.

export function publishLive(
  nats: Nats,
  logger: Logger,
  memberIds: Iterable<string>,
  event: LiveEvent,
  position?: Position,
): void {
  const payload = JSON.stringify(position ? { ...event, position: `${position.stream}:${position.sequence}` } : event);
  for (const memberId of new Set(memberIds)) {
    try {
      nats.connection.publish(liveSubject(memberId), payload);
    } catch (error) {
      logger.warn({ err: error, memberId }, "live hint not published");
    }
  }
}
