import { AckPolicy, DeliverPolicy, JetStreamApiError, type ConsumerMessages } from "@nats-io/jetstream";
import type { Logger } from "pino";
import { decodeEvent, type StoredEvent } from "./event-store.ts";
import type { Nats } from "./nats.ts";
import type { ProjectionLease } from "./projection-lease.ts";
import type { ReadStore } from "./read-store/port.ts";

// Projections turn the log into read models. Each one reads one stream through its own durable
// consumer, which starts at the checkpoint stored with the read model: the checkpoint, not the
// consumer, is the truth about where the projection stands. So a memory read model replays from
// the start at every boot and a Mongo one resumes where it stopped.

export interface Projection {
  /** Unique within the service: names the checkpoint and the consumer. */
  readonly name: string;
  readonly stream: string;
  /** Event types it applies; every other event only advances its checkpoint. */
  readonly handles: readonly string[];
  /** Creates the indexes its queries need. */
  setup?(store: ReadStore): Promise<void>;
  /** Must be idempotent: after a crash, events since the last saved checkpoint come again. */
  apply(event: StoredEvent, store: ReadStore): Promise<void>;
}

type Checkpoint = { _id: string; sequence: number };
type Waiter = { stream: string; sequence: number; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

const CHECKPOINTS = "projection_checkpoints";
/** Saving the checkpoint after every event costs a write each; after a batch is enough. */
const CHECKPOINT_EVERY = 200;
const APPLY_ATTEMPTS = 3;

export type ProjectorOptions = {
  nats: Nats;
  store: ReadStore;
  projections: readonly Projection[];
  logger: Logger;
  /** Names this process's consumers: the service name plus, for a memory store, an instance id. */
  consumerPrefix: string;
  /**
   * For a read store shared by several instances: only the lease holder projects; the others
   * follow the checkpoints in the store, so their queries still wait for positions correctly.
   */
  lease?: { lease: ProjectionLease; owner: string };
};

const STANDBY_POLL_MS = 200;

class RunningProjection {
  applied = 0;
  private saved = 0;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    readonly projection: Projection,
    private readonly options: ProjectorOptions,
    private readonly onProgress: (event: StoredEvent) => void,
  ) {}

  private get consumerName() {
    return `${this.options.consumerPrefix}_${this.projection.name}`.replace(/[^A-Za-z0-9_-]/g, "_");
  }

  async start(): Promise<void> {
    const { nats, store } = this.options;
    await this.projection.setup?.(store);
    const checkpoint = await store.collection<Checkpoint>(CHECKPOINTS).findOne({ _id: this.projection.name });
    this.applied = this.saved = checkpoint?.sequence ?? 0;
    // The consumer is recreated at every start so that it begins exactly after the checkpoint.
    await nats.jsm.consumers.delete(this.projection.stream, this.consumerName).catch((error: unknown) => {
      if (!(error instanceof JetStreamApiError) || error.status !== 404) throw error;
    });
    await nats.jsm.consumers.add(this.projection.stream, {
      durable_name: this.consumerName,
      ack_policy: AckPolicy.Explicit,
      max_ack_pending: 1000,
      inactive_threshold: 60 * 60 * 1_000_000_000,
      ...(this.applied > 0
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.applied + 1 }
        : { deliver_policy: DeliverPolicy.All }),
    });
    const consumer = await nats.js.consumers.get(this.projection.stream, this.consumerName);
    this.messages = await consumer.consume({ max_messages: 500 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const message of messages) {
        const event = decodeEvent(message);
        if (event.sequence > this.applied) {
          await this.applyWithRetry(event);
          this.applied = event.sequence;
          if (message.info.pending === 0 || this.applied - this.saved >= CHECKPOINT_EVERY) await this.saveCheckpoint();
          this.onProgress(event);
        }
        message.ack();
      }
    })();
  }

  /** Standby: the holder's checkpoint tells how far the shared read model is. */
  async followCheckpoint(): Promise<boolean> {
    const checkpoint = await this.options.store.collection<Checkpoint>(CHECKPOINTS).findOne({ _id: this.projection.name });
    const sequence = checkpoint?.sequence ?? 0;
    if (sequence <= this.applied) return false;
    this.applied = this.saved = sequence;
    return true;
  }

  private async applyWithRetry(event: StoredEvent): Promise<void> {
    if (!this.projection.handles.includes(event.type)) return;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.projection.apply(event, this.options.store);
      } catch (error) {
        if (attempt >= APPLY_ATTEMPTS) {
          // A poison event must not stall every later one; it is logged loudly to be replayed once fixed.
          this.options.logger.error(
            { err: error, projection: this.projection.name, sequence: event.sequence, type: event.type },
            "projection skipped an event it could not apply",
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  private async saveCheckpoint(): Promise<void> {
    const sequence = this.applied;
    await this.options.store
      .collection<Checkpoint>(CHECKPOINTS)
      .replaceOne({ _id: this.projection.name }, { _id: this.projection.name, sequence }, { upsert: true });
    this.saved = sequence;
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
    if (this.applied > this.saved) await this.saveCheckpoint();
    this.messages = null;
    this.loop = null;
  }
}

export class Projector {
  private running: RunningProjection[] = [];
  private waiters: Waiter[] = [];
  private listeners: Array<(projection: string) => void> = [];
  private leaseRevision: number | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;
  private standbyTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ProjectorOptions) {}

  private startedAt = new Map<string, number>();

  async start(): Promise<void> {
    this.running = this.options.projections.map(
      (projection) =>
        new RunningProjection(projection, this.options, (event) => {
          if (projection.handles.includes(event.type)) this.announce(projection.name);
          this.release();
        }),
    );
    // Where each stream ended when we started: reaching it means the read models are caught up.
    const streams = [...new Set(this.options.projections.map((projection) => projection.stream))];
    const ends = await Promise.all(
      streams.map(async (stream) => [stream, (await this.options.nats.jsm.streams.info(stream)).state.last_seq] as const),
    );
    this.startedAt = new Map(ends);
    if (!this.options.lease) return this.startProjections();
    await this.contendForLease();
    this.leaseTimer = setInterval(() => void this.contendForLease(), this.options.lease.lease.ttlMs / 3);
  }

  get leading(): boolean {
    return !this.options.lease || this.leaseRevision !== null;
  }

  private async startProjections(): Promise<void> {
    await Promise.all(this.running.map((projection) => projection.start()));
  }

  /** Takes the lease when free, renews it when held, and starts or stops projecting to match. */
  private async contendForLease(): Promise<void> {
    const { lease, owner } = this.options.lease!;
    const name = this.options.consumerPrefix;
    if (this.leaseRevision === null) {
      this.leaseRevision = await lease.take(name, owner);
      if (this.leaseRevision === null) return this.followAsStandby();
      this.stopFollowing();
      // Each projection starts from the checkpoint the previous holder left.
      await this.startProjections();
      return;
    }
    this.leaseRevision = await lease.renew(name, owner, this.leaseRevision);
    if (this.leaseRevision === null) {
      this.options.logger.warn({ projector: name }, "projection lease lost: following as standby");
      await Promise.all(this.running.map((projection) => projection.stop()));
      this.followAsStandby();
    }
  }

  private followAsStandby(): void {
    if (this.standbyTimer) return;
    const follow = async () => {
      const advanced = await Promise.all(this.running.map((projection) => projection.followCheckpoint().catch(() => false)));
      this.running.forEach((projection, index) => advanced[index] && this.announce(projection.projection.name));
      this.release();
    };
    void follow();
    this.standbyTimer = setInterval(() => void follow(), STANDBY_POLL_MS);
  }

  private stopFollowing(): void {
    if (this.standbyTimer) clearInterval(this.standbyTimer);
    this.standbyTimer = null;
  }

  private announce(projection: string): void {
    for (const listener of this.listeners) listener(projection);
  }

  /** Called when a projection's read model changed (here or, on standby, by the lease holder). */
  onApplied(listener: (projection: string) => void): void {
    this.listeners.push(listener);
  }

  /** Throws until every projection has replayed the log as it stood at start: for /readyz. */
  checkCaughtUp(): void {
    for (const [stream, end] of this.startedAt) {
      const position = this.position(stream) ?? 0;
      if (position < end) throw new Error(`replaying ${stream}: ${position} of ${end}`);
    }
  }

  async stop(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = null;
    this.stopFollowing();
    await Promise.all(this.running.map((projection) => projection.stop()));
    if (this.options.lease && this.leaseRevision !== null) {
      await this.options.lease.lease.release(this.options.consumerPrefix, this.leaseRevision);
      this.leaseRevision = null;
    }
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters = [];
  }

  /** Drops every read model and its checkpoints, then replays the log from the first event. */
  async rebuild(): Promise<void> {
    await this.stop();
    await this.options.store.dropAll();
    await this.start();
  }

  /** The sequence of `stream` that every projection of it has applied; null if none reads it. */
  position(stream: string): number | null {
    const reading = this.running.filter((running) => running.projection.stream === stream);
    if (reading.length === 0) return null;
    return Math.min(...reading.map((running) => running.applied));
  }

  /**
   * Read-your-writes: resolves true once every projection of `stream` has applied `sequence`,
   * false after `timeoutMs`. A stream this service does not project is reached at once.
   */
  waitFor(stream: string, sequence: number, timeoutMs = 2000): Promise<boolean> {
    const position = this.position(stream);
    if (position === null || position >= sequence) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        stream,
        sequence,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((other) => other !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private release(): void {
    if (this.waiters.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => {
      const position = this.position(waiter.stream);
      if (position !== null && position < waiter.sequence) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(true);
      return false;
    });
  }
}
