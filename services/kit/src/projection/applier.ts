import type { Logger } from "pino";
import type { StoredEvent } from "../event-store.ts";
import type { ReadStore } from "../read-store/port.ts";
import type { Projection } from "./define.ts";

// Applies events to one projection's read model, one at a time even when they come from several
// streams at once, so a handler's read-then-write never interleaves with another's. Events come
// in batches (one stream's, in order) and one batch is one turn of the queue; between turns the
// projection stands exactly at its positions, which is where a snapshot may be taken (`pause`).

const ATTEMPTS = 3;

export class ProjectionApplier {
  private queue: Promise<unknown> = Promise.resolve();
  /** Per stream, the last sequence applied (or skipped for want of a handler). */
  private readonly positions = new Map<string, number>();

  constructor(
    readonly projection: Projection,
    private readonly store: ReadStore,
    private readonly logger: Logger,
  ) {}

  handles(type: string): boolean {
    return Object.hasOwn(this.projection.handlers, type);
  }

  /** Where the projection stands on `stream`: exact while the queue is paused or idle. */
  position(stream: string): number {
    return this.positions.get(stream) ?? 0;
  }

  /** Sets where the projection stands on `stream` (its checkpoint), before any of its events. */
  startAt(stream: string, sequence: number): void {
    this.positions.set(stream, sequence);
  }

  /**
   * Applies one stream's events in order, after everything queued before them; events at or
   * before where the projection stands are skipped. Resolves with how many had a handler.
   */
  apply(events: readonly StoredEvent[]): Promise<number> {
    const applied = this.queue.then(() => this.applyInOrder(events));
    this.queue = applied;
    return applied;
  }

  /**
   * Holds the queue once whatever is already queued has been applied: no handler runs until the
   * function it resolves with is called.
   */
  pause(): Promise<() => void> {
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const paused = this.queue.then(() => resume);
    this.queue = paused.then(() => resumed);
    return paused;
  }

  private async applyInOrder(events: readonly StoredEvent[]): Promise<number> {
    const { handlers } = this.projection;
    let handled = 0;
    for (const event of events) {
      const stream = event.stream;
      if (event.sequence <= (this.positions.get(stream) ?? 0)) continue;
      const handler = Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined;
      if (handler) {
        handled++;
        try {
          // The memory store settles at once: one await per event, and no timer on the way.
          await handler(event, this.store);
        } catch (error) {
          await this.retry(event, error);
        }
      }
      this.positions.set(stream, event.sequence);
    }
    return handled;
  }

  private async retry(event: StoredEvent, firstError: unknown): Promise<void> {
    let error = firstError;
    for (let attempt = 1; attempt < ATTEMPTS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      try {
        return await this.projection.handlers[event.type]!(event, this.store);
      } catch (next) {
        error = next;
      }
    }
    // A poison event must not stall every later one; it is logged loudly, to replay once fixed.
    this.logger.error(
      {
        err: error,
        projection: this.projection.name,
        stream: event.stream,
        sequence: event.sequence,
        type: event.type,
      },
      "projection skipped an event it could not apply",
    );
  }
}
