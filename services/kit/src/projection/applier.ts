import type { Logger } from "pino";
import type { StoredEvent } from "../event-store.ts";
import type { ReadStore } from "../read-store/port.ts";
import type { Projection } from "./define.ts";

// Applies events to one projection's read model, one at a time even when they come from several
// streams at once, so a handler's read-then-write never interleaves with another's.

const ATTEMPTS = 3;

export class ProjectionApplier {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly projection: Projection,
    private readonly store: ReadStore,
    private readonly logger: Logger,
  ) {}

  handles(type: string): boolean {
    return Object.hasOwn(this.projection.handlers, type);
  }

  apply(event: StoredEvent): Promise<void> {
    if (!this.handles(event.type)) return Promise.resolve();
    const handler = this.projection.handlers[event.type]!;
    const applied = this.queue.then(() => this.withRetry(() => handler(event, this.store), event));
    this.queue = applied;
    return applied;
  }

  private async withRetry(apply: () => Promise<void>, event: StoredEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await apply();
      } catch (error) {
        if (attempt >= ATTEMPTS) {
          // A poison event must not stall every later one; it is logged loudly, to replay once fixed.
          this.logger.error(
            { err: error, projection: this.projection.name, stream: event.stream, sequence: event.sequence, type: event.type },
            "projection skipped an event it could not apply",
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }
}
