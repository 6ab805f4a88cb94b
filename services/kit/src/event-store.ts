import { DeliverPolicy, JetStreamApiError, type JsMsg } from "@nats-io/jetstream";
import type { EventEnvelope } from "@kumite/contracts/events";
import { Unavailable } from "./errors.ts";
import type { Metrics } from "./metrics/registry.ts";
import { JETSTREAM_TIMEOUT_MS, keepReplicated, whileElecting, type Nats } from "./nats.ts";

// The event log on JetStream. One stream per context, one subject per aggregate instance
// (`<context>.<aggregate>.<id>`), so the last stream sequence on a subject is the aggregate's version.

export type NewEvent<Type extends string = string, Data = unknown> = EventEnvelope<Type, Data>;
export type StoredEvent<Type extends string = string, Data = unknown> = EventEnvelope<Type, Data> & {
  stream: string;
  subject: string;
  /** The stream sequence of this event's log message: its position in the context's log. */
  sequence: number;
  /** Its place among the events of its message (a command's events share one): 0, 1, … */
  index: number;
};

/** The most events one command may store: an event's order keeps them apart by thousandths. */
export const MAX_EVENTS_PER_COMMAND = 1000;

/**
 * Where an event stands in its stream as one number, strictly rising from each event to the next
 * even within one message: its sequence, plus a thousandth per event before it in its message (so
 * the first event's order is its sequence). What a projection keeps to recognise an event it
 * already counted: a guard on the sequence alone would take a command's later events for its first.
 */
export function eventOrder(event: Pick<StoredEvent, "sequence" | "index">): number {
  return event.sequence + event.index / MAX_EVENTS_PER_COMMAND;
}

export type StreamDefinition = { name: string; subjects: readonly string[] };
/** Where an event landed in the log: its stream and stream sequence. */
export type Position = { stream: string; sequence: number };

/** Another writer appended to the aggregate since it was loaded. */
export class ConcurrencyConflict extends Error {
  constructor(readonly subject: string) {
    super(`concurrent write to ${subject}`);
    this.name = "ConcurrencyConflict";
  }
}

const WRONG_LAST_SEQUENCE = 10071;
export const LOG_UNAVAILABLE = "Kumite cannot save this right now; try again in a moment";

/**
 * Anything the NATS client throws besides a version conflict (a timeout, no responders, a closed
 * or reconnecting connection, a consumer that vanished with the server) means the log is out of
 * reach for now: the caller gets 503 with Retry-After, never a 500.
 */
function unreachable(error: unknown): never {
  if (error instanceof ConcurrencyConflict) throw error;
  throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
}
const encoder = new TextEncoder();

/**
 * The events of one log message, stamped with where they stand: a command's events travel in one
 * message (a JSON array when there are several, the bare envelope when there is one, as every
 * message was before commands could decide several), so they are stored all together or not at all.
 * They share the message's stream sequence.
 */
export function decodeEvents(message: JsMsg, stream = message.info.stream): StoredEvent[] {
  const body = message.json<EventEnvelope | EventEnvelope[]>();
  const events = (Array.isArray(body) ? body : [body]) as StoredEvent[];
  for (const [index, event] of events.entries()) {
    event.stream = stream;
    event.subject = message.subject;
    event.sequence = message.seq;
    event.index = index;
  }
  return events;
}

/** One message for a command's events: see decodeEvents. */
function encodeEvents(events: readonly NewEvent[]): Uint8Array {
  if (events.length === 0) throw new Error("an append needs at least one event");
  if (events.length > MAX_EVENTS_PER_COMMAND)
    throw new Error(`a command stores at most ${MAX_EVENTS_PER_COMMAND} events`);
  return encoder.encode(JSON.stringify(events.length === 1 ? events[0] : events));
}

export class EventStore {
  constructor(
    private readonly nats: Nats,
    private readonly metrics?: Metrics,
  ) {}

  /**
   * Creates the stream with the connection's replica count, or widens its subjects and raises its
   * replicas to that count; safe to call at every start.
   */
  async ensureStream(stream: StreamDefinition): Promise<void> {
    const subjects = [...stream.subjects];
    await whileElecting(async () => {
      const info = await this.nats.jsm.streams.info(stream.name).catch((error: unknown) => {
        if (error instanceof JetStreamApiError && error.status === 404) return null;
        throw error;
      });
      if (!info) {
        await this.nats.jsm.streams.add({
          name: stream.name,
          subjects,
          duplicate_window: 2 * 60 * 1_000_000_000,
          num_replicas: this.nats.replicas,
        });
        return;
      }
      const missing = subjects.filter((subject) => !info.config.subjects?.includes(subject));
      if (missing.length > 0) {
        await this.nats.jsm.streams.update(stream.name, { subjects: [...(info.config.subjects ?? []), ...missing] });
      }
      await keepReplicated(this.nats, info);
    });
  }

  /**
   * Appends a command's events to one aggregate, expecting its version to be `expectedVersion`
   * (0: new), in one message: another writer since makes this throw ConcurrencyConflict and leaves
   * none of them stored. A retry with the same first event id is de-duplicated by the log.
   */
  async append(subject: string, events: readonly NewEvent[], expectedVersion: number): Promise<Position> {
    return this.timed(subject, () => this.publishEvents(subject, events, expectedVersion));
  }

  /** Appends without a version check: for facts that guard no invariant over history. */
  async publish(subject: string, events: NewEvent | readonly NewEvent[]): Promise<Position> {
    return this.timed(subject, () => this.publishEvents(subject, Array.isArray(events) ? events : [events], null));
  }

  private async publishEvents(
    subject: string,
    events: readonly NewEvent[],
    expectedVersion: number | null,
  ): Promise<Position> {
    try {
      const ack = await this.nats.js.publish(subject, encodeEvents(events), {
        msgID: events[0]!.id,
        ...(expectedVersion === null ? {} : { expect: { lastSubjectSequence: expectedVersion } }),
        timeout: JETSTREAM_TIMEOUT_MS,
      });
      return { stream: ack.stream, sequence: ack.seq };
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === WRONG_LAST_SEQUENCE) {
        throw new ConcurrencyConflict(subject);
      }
      throw error;
    }
  }

  /** Counts and times an append; a failed one has no ack to name its stream, so the subject's context does. */
  private async timed(subject: string, append: () => Promise<Position>): Promise<Position> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const position = await append().catch(unreachable);
      this.metrics?.appends.record(position.stream, "ok", seconds());
      return position;
    } catch (error) {
      const stream = subject.split(".")[0]!.toUpperCase();
      this.metrics?.appends.record(stream, error instanceof ConcurrencyConflict ? "conflict" : "error", seconds());
      throw error;
    }
  }

  /** The aggregate's events after `afterSequence` (all of them by default), in order. */
  async load(stream: string, subject: string, afterSequence = 0): Promise<StoredEvent[]> {
    return this.loadFromLog(stream, subject, afterSequence).catch(unreachable);
  }

  private async loadFromLog(stream: string, subject: string, afterSequence: number): Promise<StoredEvent[]> {
    const consumer = await this.nats.js.consumers.get(stream, {
      filter_subjects: subject,
      ...(afterSequence > 0
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: afterSequence + 1 }
        : { deliver_policy: DeliverPolicy.All }),
    });
    try {
      // A fetch on a subject with nothing pending would wait for its expiry: ask first.
      const pending = (await consumer.info(true)).num_pending;
      const events: StoredEvent[] = [];
      let received = 0;
      while (received < pending) {
        const before = received;
        const batch = await consumer.fetch({ max_messages: pending - received, expires: 2000 });
        for await (const message of batch) {
          events.push(...decodeEvents(message));
          received++;
        }
        // Events removed meanwhile (a purge, an age limit) never come: stop with what there is.
        if (received === before) break;
      }
      return events;
    } finally {
      await consumer.delete().catch(() => undefined);
    }
  }
}
