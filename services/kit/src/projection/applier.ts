import type { StoredEvent } from "../event-store.ts";
import { ReadStoreUnavailable, type ReadStore } from "../read-store/port.ts";
import type { Projection } from "./define.ts";

// Applies events to one projection's read model, one at a time even when they come from several
// streams at once, so a handler's read-then-write never interleaves with another's. Events come
// in batches (one stream's, in order) and one batch is one turn of the queue; between turns the
// projection stands exactly at its positions, which is where a snapshot may be taken (`pause`).
// A position is a log message's sequence: the events one command stored together share it, and the
// projection only stands past them once it applied them all.
// A handler that throws is never skipped over: the batch ends there (ProjectionStalled) with the
// projection standing before that event's message, for the stream consumer to retry.

/** A handler (or the checkpoint's write) failed; the projection stands before `sequence` of `stream`. */
export class ProjectionStalled extends Error {
  /** The read store was out of reach (ReadStoreUnavailable): it will likely pass in a moment. */
  readonly transient: boolean;

  constructor(
    readonly projection: string,
    readonly stream: string,
    readonly sequence: number,
    /** The event type whose handler failed, or "checkpoint". */
    readonly step: string,
    cause: unknown,
  ) {
    super(`projection ${projection} stalled at ${stream}:${sequence} (${step})`, { cause });
    this.name = "ProjectionStalled";
    this.transient = cause instanceof ReadStoreUnavailable;
  }
}

export class ProjectionApplier {
  private queue: Promise<unknown> = Promise.resolve();
  /** Per stream, the last sequence applied (or passed over for want of a handler). */
  private readonly positions = new Map<string, number>();

  constructor(
    readonly projection: Projection,
    private readonly store: ReadStore,
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
   * before where the projection stands are passed over, and it stops before the first log message
   * `mayApply` refuses. Resolves with how many had a handler; rejects with ProjectionStalled at the
   * first handler that throws.
   */
  apply(events: readonly StoredEvent[], mayApply: () => boolean = () => true): Promise<number> {
    const applied = this.queue.then(() => this.applyInOrder(events, mayApply));
    this.queue = applied.catch(() => undefined);
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

  private async applyInOrder(events: readonly StoredEvent[], mayApply: () => boolean): Promise<number> {
    const { handlers, name } = this.projection;
    let handled = 0;
    for (let index = 0; index < events.length; index++) {
      const event = events[index]!;
      const stream = event.stream;
      if (event.sequence <= (this.positions.get(stream) ?? 0)) continue;
      if (events[index - 1]?.sequence !== event.sequence && !mayApply()) break;
      const handler = Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined;
      if (handler) {
        handled++;
        try {
          // The memory store settles at once: one await per event, and no timer on the way.
          await handler(event, this.store);
        } catch (error) {
          throw new ProjectionStalled(name, stream, event.sequence, event.type, error);
        }
      }
      if (events[index + 1]?.sequence !== event.sequence) this.positions.set(stream, event.sequence);
    }
    return handled;
  }
}
