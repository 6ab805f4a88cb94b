import { randomBytes } from "node:crypto";
import { DeliverPolicy, type Consumer, type ConsumerMessages } from "@nats-io/jetstream";
import type { Status } from "@nats-io/transport-node";
import type { Logger } from "pino";
import { decodeEvents, type StoredEvent } from "../event-store.ts";
import type { Nats } from "../nats.ts";
import { memberKeysOf } from "../personal-data/member-keys.ts";
import type { ReadStore } from "../read-store/port.ts";
import { ProjectionStalled, type ProjectionApplier } from "./applier.ts";
import { loadCheckpoint, saveCheckpoint } from "./checkpoints.ts";

// Feeds every projection that reads one stream: one JetStream ordered consumer per stream and
// process, started right after the lowest of their checkpoints (the checkpoints in the read store
// are the truth, so the consumer keeps no state on the server and needs no acks). Events come in
// fetches of up to FETCH_SIZE and go to the projections in batches: a batch ends when it is full
// or when the log has nothing more (so a live event is applied at once), then each projection
// applies it in one turn of its queue and saves its checkpoint, foundations (define.ts) before the
// rest. A fetch is only asked for once the previous one is applied, so a replay never holds more
// than one fetch of the log in memory.
//
// A projection whose handler throws stalls there, never skipping the event: it takes no more
// batches, waits (longer each time), goes back to its saved checkpoint and is fed again from
// there by a consumer started anew, while the other projections go on. A read store out of reach
// heals that way by itself; a handler's own bug stalls its projection until a fixed build runs,
// and says so loudly meanwhile (the `stalled` callback: logs, a metric, readiness).
//
// After the client reconnects, the consumer starts anew from the lowest checkpoint: messages the
// server sent down the lost connection count as delivered on its side (the consumer acks nothing),
// and an ordered consumer only notices the gap when a later message comes, so without a new
// start a quiet stream's last writes would stay unapplied until the next write.
//
// Under a lease, `mayApply` is asked before each batch and each log message, and `mayRecord` before
// each checkpoint is written: an instance whose lease may pass to another applies and records
// nothing more (leadership.ts).

const FETCH_SIZE = 5000;
const BATCH_SIZE = 1000;
/** How long a fetch waits for new events before asking again (what keeps a stop prompt). */
const FETCH_EXPIRES_MS = 5000;
const RETRY_MS = 1000;
/** A stalled projection's first retry, doubled at each failure up to STALL_RETRY_MAX_MS. */
const STALL_RETRY_MS = 500;
const STALL_RETRY_MAX_MS = 30_000;

export type StreamConsumerOptions = {
  nats: Nats;
  store: ReadStore;
  stream: string;
  /** Names the consumer on the server (a random suffix keeps two processes apart). */
  consumerName: string;
  /** The projections that read this stream. */
  appliers: readonly ProjectionApplier[];
  logger: Logger;
  /** After each batch: `projection` now stands at `sequence` of the stream, having handled `handled` events. */
  advanced: (projection: string, sequence: number, handled: number) => void;
  /** The log holds at least up to `end`: a delivered message's sequence plus what was pending after it. */
  delivered?: (end: number) => void;
  /** A projection stalled (with the failure) or, with null, applies again. */
  stalled: (projection: string, failure: ProjectionStalled | null) => void;
  /** Under a lease: whether this instance may still apply events (asked before each log message). */
  mayApply?: () => boolean;
  /** Under a lease: whether it may still record a checkpoint of what it applied. */
  mayRecord?: () => boolean;
};

type Checkpoint = { applied: number; saved: number };
/** A stalled projection: where, when it is fed again, and how many times it failed there in a row. */
type Stall = { at: number; failures: number; retryAt: number; retrying: boolean };

export class StreamConsumer {
  private readonly checkpoints = new Map<string, Checkpoint>();
  private readonly stalls = new Map<string, Stall>();
  private retryTimer: NodeJS.Timeout | null = null;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  /** Set on a reconnect: the consumer under way ends and a new one starts from the checkpoints. */
  private restartDue = false;
  private statuses: AsyncIterable<Status> | null = null;

  constructor(private readonly options: StreamConsumerOptions) {
    for (const applier of options.appliers) this.checkpoints.set(applier.projection.name, { applied: 0, saved: 0 });
  }

  get stream(): string {
    return this.options.stream;
  }

  get projections(): string[] {
    return [...this.checkpoints.keys()];
  }

  /** Where `projection` stands on this stream. */
  applied(projection: string): number {
    return this.checkpoints.get(projection)?.applied ?? 0;
  }

  /** Where each projection stands, from the checkpoints in the read store. */
  async loadCheckpoints(): Promise<void> {
    const { store, stream, appliers } = this.options;
    for (const applier of appliers) {
      const sequence = await loadCheckpoint(store, applier.projection.name, stream);
      this.checkpoints.set(applier.projection.name, { applied: sequence, saved: sequence });
      applier.startAt(stream, sequence);
    }
  }

  /** Starts consuming right after the lowest checkpoint (loadCheckpoints first). */
  start(): void {
    this.stopping = false;
    this.followReconnects();
    this.loop = this.run();
  }

  /** On standby: the lease holder's checkpoints say how far the shared read model is; the projections that moved. */
  async followCheckpoints(): Promise<string[]> {
    const moved: string[] = [];
    for (const [projection, checkpoint] of this.checkpoints) {
      const sequence = await loadCheckpoint(this.options.store, projection, this.options.stream);
      if (sequence <= checkpoint.applied) continue;
      checkpoint.applied = checkpoint.saved = sequence;
      moved.push(projection);
    }
    return moved;
  }

  /** Applies what it already took from the log, saves the checkpoints and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    (this.statuses as { stop?: () => void } | null)?.stop?.();
    this.statuses = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.wake?.();
    await this.messages?.close();
    await this.loop;
    await this.saveCheckpoints();
    this.messages = null;
    this.loop = null;
  }

  private lowestApplied(): number {
    let lowest = Infinity;
    for (const { applied } of this.checkpoints.values()) lowest = Math.min(lowest, applied);
    return lowest === Infinity ? 0 : lowest;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        this.restartDue = false;
        await this.rewindStalled();
        await this.consume(await this.orderedConsumer());
      } catch (error) {
        if (this.stopping) break;
        this.options.logger.warn(
          { err: error, stream: this.options.stream },
          "projection consumer failed: starting again",
        );
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, RETRY_MS);
        });
        this.wake = null;
      }
    }
  }

  private orderedConsumer(): Promise<Consumer> {
    const { nats, stream, consumerName } = this.options;
    const from = this.lowestApplied();
    return nats.js.consumers.get(stream, {
      name_prefix: `${consumerName}_${randomBytes(3).toString("hex")}`,
      ...(from > 0
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: from + 1 }
        : { deliver_policy: DeliverPolicy.All }),
    });
  }

  private async consume(consumer: Consumer): Promise<void> {
    try {
      while (!this.stopping && !this.retryDue() && !this.restartDue) {
        const messages = await consumer.fetch({ max_messages: FETCH_SIZE, expires: FETCH_EXPIRES_MS });
        this.messages = messages;
        if (this.stopping) {
          await messages.close();
          break;
        }
        let batch: StoredEvent[] = [];
        for await (const message of messages) {
          batch.push(...(await decodeEvents(message, memberKeysOf(this.options.nats), this.options.stream)));
          this.options.delivered?.(message.seq + message.info.pending);
          if (batch.length >= BATCH_SIZE || message.info.pending === 0) {
            await this.flush(batch);
            batch = [];
            if (this.retryDue() || this.restartDue) break;
          }
        }
        if (batch.length > 0) await this.flush(batch);
      }
    } finally {
      // Ordered consumers also expire on the server; this only tidies up sooner.
      await Promise.resolve()
        .then(() => consumer.delete())
        .catch(() => undefined);
    }
  }

  private async flush(events: readonly StoredEvent[]): Promise<void> {
    const fed = this.options.appliers.filter((applier) => !this.isStalled(applier.projection.name));
    await this.applyBatch(
      fed.filter((applier) => applier.projection.foundation),
      events,
    );
    await this.applyBatch(
      fed.filter((applier) => !applier.projection.foundation),
      events,
    );
  }

  private async applyBatch(appliers: readonly ProjectionApplier[], events: readonly StoredEvent[]): Promise<void> {
    const { mayApply = always, mayRecord = always } = this.options;
    if (appliers.length === 0 || !mayApply()) return;
    await Promise.all(
      appliers.map(async (applier) => {
        const projection = applier.projection.name;
        let handled: number;
        try {
          handled = await applier.apply(events, mayApply);
        } catch (error) {
          return this.stall(projection, error);
        }
        this.recovered(projection, applier.position(this.options.stream));
        const checkpoint = this.checkpoints.get(projection)!;
        const sequence = applier.position(this.options.stream);
        if (sequence <= checkpoint.applied) return;
        checkpoint.applied = sequence;
        this.options.advanced(projection, sequence, handled);
        if (!mayRecord()) return;
        try {
          await this.save(projection, checkpoint);
        } catch (error) {
          this.stall(projection, new ProjectionStalled(projection, this.options.stream, sequence, "checkpoint", error));
        }
      }),
    );
  }

  private followReconnects(): void {
    const statuses = this.options.nats.connection.status();
    this.statuses = statuses;
    void (async () => {
      for await (const status of statuses) {
        if (status.type !== "reconnect" || this.stopping) continue;
        this.restartDue = true;
        void this.messages?.close();
      }
    })();
  }

  private isStalled(projection: string): boolean {
    const stall = this.stalls.get(projection);
    return stall !== undefined && !stall.retrying;
  }

  /** Whether a stalled projection's wait is over: the consumer starts anew from the lowest checkpoint. */
  private retryDue(): boolean {
    const now = Date.now();
    for (const stall of this.stalls.values()) if (!stall.retrying && stall.retryAt <= now) return true;
    return false;
  }

  private stall(projection: string, error: unknown): void {
    if (!(error instanceof ProjectionStalled)) throw error;
    if (this.stopping) return;
    const failures = (this.stalls.get(projection)?.failures ?? 0) + 1;
    const waitMs = Math.min(STALL_RETRY_MAX_MS, STALL_RETRY_MS * 2 ** (failures - 1));
    this.stalls.set(projection, { at: error.sequence, failures, retryAt: Date.now() + waitMs, retrying: false });
    this.options.stalled(projection, error);
    // Wakes a consumer waiting on an idle log, so the retry comes on time.
    this.retryTimer ??= setTimeout(() => {
      this.retryTimer = null;
      void this.messages?.close();
    }, waitMs);
  }

  /** Once a projection is past where it stalled, it applies again (and a later stall waits the least). */
  private recovered(projection: string, position: number): void {
    const stall = this.stalls.get(projection);
    if (!stall || position < stall.at) return;
    this.stalls.delete(projection);
    this.options.stalled(projection, null);
  }

  /** Puts each projection whose wait is over back at its saved checkpoint, to be fed from there again. */
  private async rewindStalled(): Promise<void> {
    const now = Date.now();
    for (const applier of this.options.appliers) {
      const projection = applier.projection.name;
      const stall = this.stalls.get(projection);
      if (!stall || stall.retrying || stall.retryAt > now) continue;
      let saved: number;
      try {
        saved = await loadCheckpoint(this.options.store, projection, this.options.stream);
      } catch (error) {
        const standing = applier.position(this.options.stream);
        this.stall(projection, new ProjectionStalled(projection, this.options.stream, standing, "checkpoint", error));
        continue;
      }
      this.checkpoints.set(projection, { applied: saved, saved });
      applier.startAt(this.options.stream, saved);
      stall.retrying = true;
    }
  }

  private async saveCheckpoints(): Promise<void> {
    if (this.options.mayRecord && !this.options.mayRecord()) return;
    for (const [projection, checkpoint] of this.checkpoints) {
      if (checkpoint.applied > checkpoint.saved) await this.save(projection, checkpoint);
    }
  }

  private async save(projection: string, checkpoint: Checkpoint): Promise<void> {
    const sequence = checkpoint.applied;
    await saveCheckpoint(this.options.store, projection, this.options.stream, sequence);
    checkpoint.saved = Math.max(checkpoint.saved, sequence);
  }
}

const always = () => true;
