import { AckPolicy, DeliverPolicy, JetStreamApiError, type ConsumerMessages } from "@nats-io/jetstream";
import { decodeEvent, type StoredEvent } from "../event-store.ts";
import type { Nats } from "../nats.ts";
import type { ReadStore } from "../read-store/port.ts";
import { loadCheckpoint, saveCheckpoint } from "./checkpoints.ts";

// Feeds one projection with one stream: a durable JetStream consumer recreated at every start so
// that it begins right after the checkpoint. A memory read model thus replays from the start at
// every boot, and a Mongo one resumes where it stopped.

/** Saving the checkpoint after every event costs a write each; after a batch is enough. */
const CHECKPOINT_EVERY = 200;

export type StreamConsumerOptions = {
  nats: Nats;
  store: ReadStore;
  projection: string;
  stream: string;
  consumerName: string;
  apply: (event: StoredEvent) => Promise<void>;
  /** After each event, handled or not: the projection now stands at `event.sequence` of the stream. */
  advanced: (event: StoredEvent) => void;
};

export class StreamConsumer {
  applied = 0;
  private saved = 0;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: StreamConsumerOptions) {}

  get stream(): string {
    return this.options.stream;
  }

  get projection(): string {
    return this.options.projection;
  }

  async start(): Promise<void> {
    const { nats, store, projection, stream, consumerName } = this.options;
    this.applied = this.saved = await loadCheckpoint(store, projection, stream);
    await nats.jsm.consumers.delete(stream, consumerName).catch((error: unknown) => {
      if (!(error instanceof JetStreamApiError) || error.status !== 404) throw error;
    });
    await nats.jsm.consumers.add(stream, {
      durable_name: consumerName,
      ack_policy: AckPolicy.Explicit,
      max_ack_pending: 1000,
      inactive_threshold: 60 * 60 * 1_000_000_000,
      ...(this.applied > 0
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.applied + 1 }
        : { deliver_policy: DeliverPolicy.All }),
    });
    const consumer = await nats.js.consumers.get(stream, consumerName);
    const messages = (this.messages = await consumer.consume({ max_messages: 500 }));
    this.loop = (async () => {
      for await (const message of messages) {
        const event = decodeEvent(message);
        if (event.sequence > this.applied) {
          await this.options.apply(event);
          this.applied = event.sequence;
          if (message.info.pending === 0 || this.applied - this.saved >= CHECKPOINT_EVERY) await this.save();
          this.options.advanced(event);
        }
        message.ack();
      }
    })();
  }

  /** On standby: the lease holder's checkpoint says how far the shared read model is. */
  async followCheckpoint(): Promise<boolean> {
    const sequence = await loadCheckpoint(this.options.store, this.options.projection, this.options.stream);
    if (sequence <= this.applied) return false;
    this.applied = this.saved = sequence;
    return true;
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
    if (this.applied > this.saved) await this.save();
    this.messages = null;
    this.loop = null;
  }

  private async save(): Promise<void> {
    const sequence = this.applied;
    await saveCheckpoint(this.options.store, this.options.projection, this.options.stream, sequence);
    this.saved = sequence;
  }
}
