import type { Logger } from "pino";
import type { Metrics } from "../metrics/registry.ts";
import type { Nats } from "../nats.ts";
import type { ReadStore } from "../read-store/port.ts";
import { AppliedPositions } from "./applied-positions.ts";
import { ProjectionApplier, type ProjectionStalled } from "./applier.ts";
import { CatchUp } from "./catch-up.ts";
import type { Projection } from "./define.ts";
import { Leadership } from "./leadership.ts";
import type { ProjectionLease } from "./lease.ts";
import { ProjectionSnapshots, type SnapshotOptions } from "./snapshots.ts";
import { StreamConsumer } from "./stream-consumer.ts";
import { StreamEnds } from "./stream-ends.ts";

// Runs a service's projections: one consumer per stream feeding every projection that reads it,
// the positions they reached (read-your-writes), leadership over a shared read store, and
// readiness once the log is replayed. A store that offers them (one held in this process) also
// gets snapshots (restored at the first start, taken periodically and at stop) and, for a long
// replay, deferred indexes.

export type ProjectorOptions = {
  nats: Nats;
  store: ReadStore;
  projections: readonly Projection[];
  logger: Logger;
  /** Names this process's consumers: the service name plus, for a memory store, an instance id. */
  consumerPrefix: string;
  /** For a read store shared by several instances: only the holder of the lease projects. */
  lease?: { lease: ProjectionLease; owner: string };
  /** Lag per projection and stream, and open consumers, for /metrics. */
  metrics?: Metrics;
  /** With a store that offers snapshots: where they live (see ProjectionSnapshots). */
  snapshots?: SnapshotOptions;
};

const DEFAULT_WAIT_MS = 2000;
/** A store defers its indexes when the projections are this many events behind at start. */
const DEFER_INDEXES_BEHIND = 10_000;

export class Projector {
  private readonly positions = new AppliedPositions();
  private readonly ends: StreamEnds;
  private readonly catchUp = new CatchUp();
  private readonly listeners: Array<(projection: string) => void> = [];
  /** By `projection:stream`, the failure each stalled projection waits on. */
  private readonly stalls = new Map<string, ProjectionStalled>();
  private consumers: StreamConsumer[] = [];
  private appliers: ProjectionApplier[] = [];
  private leadership: Leadership | null = null;
  private readonly snapshots: ProjectionSnapshots | null;
  private started = false;
  /** The store's indexes wait until the replay under way is over. */
  private deferring = false;

  constructor(private readonly options: ProjectorOptions) {
    const { store } = options;
    this.ends = new StreamEnds(async (stream) => (await options.nats.jsm.streams.info(stream)).state.last_seq);
    this.snapshots =
      store.snapshots && options.snapshots
        ? new ProjectionSnapshots({
            ...options.snapshots,
            store,
            images: store.snapshots,
            nats: options.nats,
            projections: options.projections,
            logger: options.logger,
          })
        : null;
  }

  /** Every stream some projection reads. */
  get streams(): string[] {
    return [...new Set(this.options.projections.flatMap((projection) => projection.streams))];
  }

  async start(): Promise<void> {
    const { projections, store, logger, consumerPrefix } = this.options;
    // Only into the empty store of a first start: a restart in this process keeps what it has.
    if (!this.started && this.snapshots && store.snapshots?.isEmpty()) await this.snapshots.restore();
    this.started = true;
    for (const projection of projections) await projection.setup?.(store);
    this.appliers = projections.map((projection) => new ProjectionApplier(projection, store));
    this.consumers = this.streams.map(
      (stream) =>
        new StreamConsumer({
          nats: this.options.nats,
          store,
          stream,
          consumerName: `${consumerPrefix}_${stream}`.replace(/[^A-Za-z0-9_-]/g, "_"),
          appliers: this.appliers.filter((applier) => applier.projection.streams.includes(stream)),
          logger,
          advanced: (projection, sequence, handled) => this.advanced(stream, projection, sequence, handled),
          delivered: (end) => this.ends.saw(stream, end),
          stalled: (projection, failure) => this.stalled(stream, projection, failure),
          ...(this.options.lease && {
            mayApply: () => this.leadership?.mayApply() ?? false,
            mayRecord: () => this.leadership?.mayRecord() ?? false,
          }),
        }),
    );
    // Registered before they start, so a wait for a stream they read does not pass at once.
    for (const consumer of this.consumers) {
      for (const projection of consumer.projections) this.positions.set(consumer.stream, projection, 0);
    }
    await this.catchUp.record(this.options.nats, this.streams);
    this.options.metrics?.projections.sampleLagOnScrape(() => this.sampleLag());
    const lease = this.options.lease;
    if (!lease) return this.startConsumers();
    this.leadership = new Leadership({
      lease: lease.lease,
      name: consumerPrefix,
      owner: lease.owner,
      logger,
      lead: () => this.startConsumers(),
      stepDown: () => this.stopConsumers(),
      follow: () => this.followCheckpoints(),
    });
    await this.leadership.start();
  }

  get leading(): boolean {
    return !this.leadership || this.leadership.leading;
  }

  async stop(): Promise<void> {
    await this.halt();
    // Everything taken from the log is applied: the read models stand still for their snapshot.
    await this.snapshots?.save(this.appliers).catch((error: unknown) => {
      this.options.logger.error({ err: error, file: this.snapshots!.file }, "read model snapshot at stop failed");
    });
    this.positions.cancelWaiters();
  }

  /** Drops every read model, its checkpoints and its snapshot, then replays the log from the first event. */
  async rebuild(): Promise<void> {
    await this.halt();
    this.positions.cancelWaiters();
    await this.snapshots?.discard();
    await this.options.store.dropAll();
    await this.start();
  }

  private async halt(): Promise<void> {
    this.snapshots?.stopTimer();
    await this.leadership?.stop();
    this.leadership = null;
    await this.stopConsumers();
    // Left for a query or the next start to build: a stopping service has no use for them.
    this.deferring = false;
  }

  /** Called with a projection's name whenever its read model changed (here or, on standby, by the leader). */
  onApplied(listener: (projection: string) => void): void {
    this.listeners.push(listener);
  }

  /** The sequence of `stream` that every projection of it has applied; null if none reads it. */
  position(stream: string): number | null {
    return this.positions.of(stream);
  }

  /**
   * Read-your-writes: true once every projection of `stream` applied `sequence`, false after the
   * wait. A sequence the log does not hold (a token from the future, or no answer from NATS to
   * tell) is no write to wait for: false as soon as that is known, while a real one waits on.
   */
  waitFor(stream: string, sequence: number, timeoutMs = DEFAULT_WAIT_MS): Promise<boolean> {
    const position = this.positions.of(stream);
    if (position === null || position >= sequence) return Promise.resolve(true);
    const giveUp = new AbortController();
    const reached = this.positions.waitFor(stream, sequence, timeoutMs, giveUp.signal);
    // Only a log known to end before the sequence stops the wait: a slow answer (a cluster under
    // load) must not pass for one, or a real write's read would be answered without it.
    void this.ends.holds(stream, sequence).then((held) => {
      if (held === false) giveUp.abort();
    });
    return reached;
  }

  /**
   * True once every projection of `stream` applied all the log held when this was called (a
   * decision that must not miss an event already stored, a block); false after the wait, or when
   * NATS gives no answer to where the log ends.
   */
  async current(stream: string, timeoutMs = DEFAULT_WAIT_MS): Promise<boolean> {
    const end = await this.ends.end(stream);
    return end !== null && (await this.waitFor(stream, end, timeoutMs));
  }

  /** Whether the log of `stream` holds `sequence`; null when NATS gives no answer in time. */
  logHolds(stream: string, sequence: number): Promise<boolean | null> {
    return this.ends.holds(stream, sequence);
  }

  /** Throws until every projection has replayed the log as it stood at start. */
  checkCaughtUp(): void {
    this.catchUp.check((stream) => this.positions.of(stream));
  }

  /** For /readyz: caught up, and no projection stalled on an event it cannot apply yet. */
  checkReady(): void {
    this.checkCaughtUp();
    for (const [key, failure] of this.stalls) {
      throw new Error(
        `${key} stalled at ${failure.stream}:${failure.sequence} (${failure.step}): ${describe(failure.cause)}`,
      );
    }
  }

  private async startConsumers(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.loadCheckpoints()));
    for (const consumer of this.consumers) {
      for (const projection of consumer.projections)
        this.positions.set(consumer.stream, projection, consumer.applied(projection));
    }
    const { store } = this.options;
    if (store.deferIndexes && (await this.eventsBehind()) >= DEFER_INDEXES_BEHIND) {
      this.deferring = true;
      store.deferIndexes();
    } else {
      // Any left deferred by an earlier stop.
      store.buildIndexes?.();
    }
    for (const consumer of this.consumers) consumer.start();
    this.snapshots?.startEvery(this.appliers);
    this.options.metrics?.projections.setOpenConsumers(this.consumers.length);
  }

  /** How many events the consumers have to replay, by the streams' ends now. */
  private async eventsBehind(): Promise<number> {
    let behind = 0;
    for (const consumer of this.consumers) {
      const last = (await this.options.nats.jsm.streams.info(consumer.stream)).state.last_seq;
      behind += Math.max(0, last - Math.min(...consumer.projections.map((projection) => consumer.applied(projection))));
    }
    return behind;
  }

  private endDeferring(): void {
    this.deferring = false;
    const started = performance.now();
    this.options.store.buildIndexes?.();
    this.options.logger.info(
      { ms: Math.round(performance.now() - started) },
      "read model indexes built after the replay",
    );
  }

  private async stopConsumers(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
    this.options.metrics?.projections.setOpenConsumers(0);
  }

  private async sampleLag(): Promise<void> {
    const metrics = this.options.metrics!;
    for (const stream of this.streams) {
      const last = (await this.options.nats.jsm.streams.info(stream)).state.last_seq;
      for (const consumer of this.consumers) {
        if (consumer.stream !== stream) continue;
        for (const projection of consumer.projections)
          metrics.projections.setLag(projection, stream, last - consumer.applied(projection));
      }
    }
  }

  private advanced(stream: string, projection: string, sequence: number, handled: number): void {
    // Once per event that changed the read model, however many came in the batch: a listener
    // (a cache of answers) must hear of every change.
    for (let i = 0; i < handled; i++) this.announce(projection);
    this.positions.set(stream, projection, sequence);
    if (!this.deferring) return;
    try {
      this.checkCaughtUp();
    } catch {
      return;
    }
    // The replay is over: the indexes are built before the service says it is ready.
    this.endDeferring();
  }

  private stalled(stream: string, projection: string, failure: ProjectionStalled | null): void {
    const key = `${projection}:${stream}`;
    const { logger, metrics } = this.options;
    if (failure === null) {
      this.stalls.delete(key);
      metrics?.projections.setStalled(projection, stream, null);
      logger.info({ projection, stream }, "projection applies again after a stall");
      return;
    }
    this.stalls.set(key, failure);
    metrics?.projections.setStalled(projection, stream, failure.transient ? "store" : "handler");
    const at = { projection, stream, sequence: failure.sequence, step: failure.step, err: failure.cause };
    // A store out of reach heals by itself; a handler's own error needs a fixed build.
    if (failure.transient) logger.warn(at, "projection waits for the read store: it resumes from its checkpoint");
    else
      logger.error(at, "projection stalled on an event its handler cannot apply: fix the handler; nothing is skipped");
  }

  private async followCheckpoints(): Promise<void> {
    for (const consumer of this.consumers) {
      const moved = await consumer.followCheckpoints().catch(() => []);
      for (const projection of moved) {
        this.announce(projection);
        this.positions.set(consumer.stream, projection, consumer.applied(projection));
      }
    }
  }

  private announce(projection: string): void {
    for (const listener of this.listeners) listener(projection);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
