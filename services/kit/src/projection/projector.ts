import type { Logger } from "pino";
import type { StoredEvent } from "../event-store.ts";
import type { Metrics } from "../metrics/registry.ts";
import type { Nats } from "../nats.ts";
import type { ReadStore } from "../read-store/port.ts";
import { AppliedPositions } from "./applied-positions.ts";
import { ProjectionApplier } from "./applier.ts";
import { CatchUp } from "./catch-up.ts";
import type { Projection } from "./define.ts";
import { Leadership } from "./leadership.ts";
import type { ProjectionLease } from "./lease.ts";
import { StreamConsumer } from "./stream-consumer.ts";

// Runs a service's projections: one consumer per projection and stream, the positions they reached
// (read-your-writes), leadership over a shared read store, and readiness once the log is replayed.

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
};

const DEFAULT_WAIT_MS = 2000;

export class Projector {
  private readonly positions = new AppliedPositions();
  private readonly catchUp = new CatchUp();
  private readonly listeners: Array<(projection: string) => void> = [];
  private consumers: StreamConsumer[] = [];
  private leadership: Leadership | null = null;

  constructor(private readonly options: ProjectorOptions) {}

  /** Every stream some projection reads. */
  get streams(): string[] {
    return [...new Set(this.options.projections.flatMap((projection) => projection.streams))];
  }

  async start(): Promise<void> {
    const { projections, store, logger, consumerPrefix } = this.options;
    for (const projection of projections) await projection.setup?.(store);
    this.consumers = projections.flatMap((projection) => {
      const applier = new ProjectionApplier(projection, store, logger);
      return projection.streams.map(
        (stream) =>
          new StreamConsumer({
            nats: this.options.nats,
            store,
            projection: projection.name,
            stream,
            consumerName: `${consumerPrefix}_${projection.name}_${stream}`.replace(/[^A-Za-z0-9_-]/g, "_"),
            apply: (event) => applier.apply(event),
            advanced: (event) => this.advanced(projection.name, applier, event),
          }),
      );
    });
    // Registered before they start, so a wait for a stream they read does not pass at once.
    for (const consumer of this.consumers) this.positions.set(consumer.stream, consumer.projection, 0);
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
    await this.leadership?.stop();
    this.leadership = null;
    await this.stopConsumers();
    this.positions.cancelWaiters();
  }

  /** Drops every read model and its checkpoints, then replays the log from the first event. */
  async rebuild(): Promise<void> {
    await this.stop();
    await this.options.store.dropAll();
    await this.start();
  }

  /** Called with a projection's name whenever its read model changed (here or, on standby, by the leader). */
  onApplied(listener: (projection: string) => void): void {
    this.listeners.push(listener);
  }

  /** The sequence of `stream` that every projection of it has applied; null if none reads it. */
  position(stream: string): number | null {
    return this.positions.of(stream);
  }

  /** Read-your-writes: true once every projection of `stream` applied `sequence`, false after the wait. */
  waitFor(stream: string, sequence: number, timeoutMs = DEFAULT_WAIT_MS): Promise<boolean> {
    return this.positions.waitFor(stream, sequence, timeoutMs);
  }

  /** Throws until every projection has replayed the log as it stood at start: for /readyz. */
  checkCaughtUp(): void {
    this.catchUp.check((stream) => this.positions.of(stream));
  }

  private async startConsumers(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.start()));
    for (const consumer of this.consumers) this.positions.set(consumer.stream, consumer.projection, consumer.applied);
    this.options.metrics?.projections.setOpenConsumers(this.consumers.length);
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
        if (consumer.stream === stream) metrics.projections.setLag(consumer.projection, stream, last - consumer.applied);
      }
    }
  }

  private advanced(projection: string, applier: ProjectionApplier, event: StoredEvent): void {
    if (applier.handles(event.type)) this.announce(projection);
    this.positions.set(event.stream, projection, event.sequence);
  }

  private async followCheckpoints(): Promise<void> {
    for (const consumer of this.consumers) {
      const advanced = await consumer.followCheckpoint().catch(() => false);
      if (!advanced) continue;
      this.announce(consumer.projection);
      this.positions.set(consumer.stream, consumer.projection, consumer.applied);
    }
  }

  private announce(projection: string): void {
    for (const listener of this.listeners) listener(projection);
  }
}
