import { randomBytes } from "node:crypto";
import { DeliverPolicy, type Consumer, type ConsumerMessages, type JsMsg } from "@nats-io/jetstream";
import type { EventEnvelope } from "@kumite/contracts/events";
import type { Logger } from "pino";
import type { StoredEvent } from "../event-store.ts";
import type { Nats } from "../nats.ts";
import type { ReadStore } from "../read-store/port.ts";
import type { ProjectionApplier } from "./applier.ts";
import { loadCheckpoint, saveCheckpoint } from "./checkpoints.ts";

// Feeds every projection that reads one stream: one JetStream ordered consumer per stream and
// process, started right after the lowest of their checkpoints (the checkpoints in the read store
// are the truth, so the consumer keeps no state on the server and needs no acks). Events come in
// fetches of up to FETCH_SIZE and go to the projections in batches: a batch ends when it is full
// or when the log has nothing more (so a live event is applied at once), then each projection
// applies it in one turn of its queue and saves its checkpoint, foundations (define.ts) before the
// rest. A fetch is only asked for once the previous one is applied, so a replay never holds more
// than one fetch of the log in memory.

const FETCH_SIZE = 5000;
const BATCH_SIZE = 1000;
/** How long a fetch waits for new events before asking again (what keeps a stop prompt). */
const FETCH_EXPIRES_MS = 5000;
const RETRY_MS = 1000;

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
};

type Checkpoint = { applied: number; saved: number };

export class StreamConsumer {
  private readonly checkpoints = new Map<string, Checkpoint>();
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

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
      while (!this.stopping) {
        const messages = await consumer.fetch({ max_messages: FETCH_SIZE, expires: FETCH_EXPIRES_MS });
        this.messages = messages;
        if (this.stopping) {
          await messages.close();
          break;
        }
        let batch: StoredEvent[] = [];
        for await (const message of messages) {
          batch.push(this.decode(message));
          if (batch.length >= BATCH_SIZE || message.info.pending === 0) {
            await this.flush(batch);
            batch = [];
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

  /** The event in a message, parsed once and stamped with where it stands in the log. */
  private decode(message: JsMsg): StoredEvent {
    const event = message.json<EventEnvelope>() as StoredEvent;
    event.stream = this.options.stream;
    event.subject = message.subject;
    event.sequence = message.seq;
    return event;
  }

  private async flush(events: readonly StoredEvent[]): Promise<void> {
    const { appliers } = this.options;
    await this.applyBatch(
      appliers.filter((applier) => applier.projection.foundation),
      events,
    );
    await this.applyBatch(
      appliers.filter((applier) => !applier.projection.foundation),
      events,
    );
  }

  private async applyBatch(appliers: readonly ProjectionApplier[], events: readonly StoredEvent[]): Promise<void> {
    await Promise.all(
      appliers.map(async (applier) => {
        const projection = applier.projection.name;
        const handled = await applier.apply(events);
        const checkpoint = this.checkpoints.get(projection)!;
        const sequence = applier.position(this.options.stream);
        if (sequence <= checkpoint.applied) return;
        checkpoint.applied = sequence;
        await this.save(projection, checkpoint);
        this.options.advanced(projection, sequence, handled);
      }),
    );
  }

  private async saveCheckpoints(): Promise<void> {
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
