import { DeliverPolicy, JetStreamApiCodes, JetStreamApiError, type JsMsg } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import type { EventEnvelope } from "@kumite/contracts/events";
import { Unavailable } from "./errors.ts";
import type { Metrics } from "./metrics/registry.ts";
import { JETSTREAM_TIMEOUT_MS, keepReplicated, untilJetStreamAnswers, type Nats } from "./nats.ts";
import { upcast } from "./upcasting/upcast.ts";
import { certainlyNotStored } from "./publish-outcome.ts";
import { memberKeysOf, type MemberKeys } from "./personal-data/member-keys.ts";
import { openEvents, sealEvents } from "./personal-data/log-sealing.ts";
import type { Envelope } from "./personal-data/sealing.ts";

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

/** How long loading an aggregate's events may wait for them to arrive. */
const LOAD_WITHIN_MS = 5000;
export const LOG_UNAVAILABLE = "Kumite cannot save this right now; try again in a moment";
export const SAVE_UNKNOWN = "Kumite could not confirm this was saved: send it again and it will be stored once";
/**
 * How long an append whose message may have reached the log, unanswered, is sent again before the
 * caller is told the outcome is unknown: time for the client to reconnect, well inside the
 * stream's two-minute duplicate window (so every repeat is recognised) and the gateway's patience.
 */
const CONFIRM_WITHIN_MS = 4000;
const RESEND_PAUSE_MS = 100;

/**
 * Anything the NATS client throws besides a version conflict (a timeout, no responders, a closed
 * or reconnecting connection, a consumer that vanished with the server) means the log is out of
 * reach for now: the caller gets 503 with Retry-After, never a 500. An append that could not learn
 * its own outcome has said so already (save.unknown) and passes as it is.
 */
function unreachable(error: unknown): never {
  if (error instanceof ConcurrencyConflict || error instanceof Unavailable) throw error;
  throw new Unavailable(LOG_UNAVAILABLE, { cause: error, code: "save.unavailable" });
}

/**
 * Whether the client holds a connection to a server now, by its status events. A message handed to
 * the client while it has none waits in its buffer and may still be sent on reconnecting; one never
 * handed to it certainly was not, so an append with no link does not try.
 */
class Link {
  private up = true;
  private waiters: Array<() => void> = [];

  constructor(private readonly connection: NatsConnection) {
    void this.follow();
  }

  get connected(): boolean {
    return this.up && !this.connection.isClosed() && !this.connection.isDraining();
  }

  /** Resolves once connected again, or after `ms`. */
  reconnected(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.push(done);
    });
  }

  private async follow(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === "disconnect" || status.type === "reconnecting") this.up = false;
      if (status.type === "reconnect") {
        this.up = true;
        for (const waiter of [...this.waiters]) waiter();
      }
    }
    for (const waiter of [...this.waiters]) waiter();
  }
}

const links = new WeakMap<NatsConnection, Link>();
function linkOf(connection: NatsConnection): Link {
  let link = links.get(connection);
  if (!link) links.set(connection, (link = new Link(connection)));
  return link;
}
const encoder = new TextEncoder();

/**
 * The events of one log message, stamped with where they stand: a command's events travel in one
 * message (a JSON array when there are several, the bare envelope when there is one, as every
 * message was before commands could decide several), so they are stored all together or not at all.
 * They share the message's stream sequence. Their personal fields are opened with their members'
 * keys (or read empty, for an erased member): readers never see a sealed event.
 */
export async function decodeEvents(
  message: JsMsg,
  keys: MemberKeys,
  stream = message.info.stream,
): Promise<StoredEvent[]> {
  const body = message.json<Envelope | Envelope[]>();
  const opened = openEvents(Array.isArray(body) ? body : [body], keys);
  const events = (Array.isArray(opened) ? opened : await opened) as unknown as StoredEvent[];
  for (const [index, event] of events.entries()) {
    event.stream = stream;
    event.subject = message.subject;
    event.sequence = message.seq;
    event.index = index;
  }
  // Every reader (projections, reactions, aggregates) gets events in their current shape.
  return events.map(upcast);
}

/** One message for a command's events, their personal fields sealed: see decodeEvents. */
export async function encodeEvents(events: readonly NewEvent[], keys: MemberKeys): Promise<Uint8Array> {
  if (events.length === 0) throw new Error("an append needs at least one event");
  if (events.length > MAX_EVENTS_PER_COMMAND)
    throw new Error(`a command stores at most ${MAX_EVENTS_PER_COMMAND} events`);
  const sealed = await sealEvents(events, keys);
  return encoder.encode(JSON.stringify(sealed.length === 1 ? sealed[0] : sealed));
}

export class EventStore {
  private readonly link: Link;
  /** The members' keys its appends seal with and its loads open with (shared by the connection's readers). */
  readonly memberKeys: MemberKeys;

  constructor(
    private readonly nats: Nats,
    private readonly metrics?: Metrics,
  ) {
    this.link = linkOf(nats.connection);
    this.memberKeys = memberKeysOf(nats);
  }

  /**
   * Creates the stream with the connection's replica count, or widens its subjects and raises its
   * replicas to that count; safe to call at every start.
   */
  async ensureStream(stream: StreamDefinition): Promise<void> {
    const subjects = [...stream.subjects];
    await untilJetStreamAnswers(this.nats, `the stream ${stream.name}`, async () => {
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

  /**
   * Sends the message until the log answers, for at most CONFIRM_WITHIN_MS once an attempt may
   * have been stored unanswered (an ack lost with the connection, a server too slow to answer).
   * Every attempt carries the same msgID and expectation, so a repeat of a stored message is
   * answered with the original's ack (`duplicate: true`) and is stored once.
   *
   * nats-server checks the msgID before the expected last sequence (tried on 2.9.10: a stored
   * message sent again expecting a sequence that no longer holds gets its duplicate ack). So a
   * wrong last sequence, on a repeat too, means no attempt was stored, and none will be later:
   * an attempt still on its way carries the same expectation, which can only fail too. It is an
   * honest conflict, and the aggregate deciding again on newer state stores nothing twice.
   *
   * While nothing may have been stored, a failure is reported at once as the log out of reach
   * (save.unavailable); once something may have been, only an ack ends the doubt, and without one
   * by the deadline the caller is told the outcome is unknown (save.unknown).
   */
  private async publishEvents(
    subject: string,
    events: readonly NewEvent[],
    expectedVersion: number | null,
  ): Promise<Position> {
    const data = await encodeEvents(events, this.memberKeys);
    const options = {
      msgID: events[0]!.id,
      ...(expectedVersion === null ? {} : { expect: { lastSubjectSequence: expectedVersion } }),
    };
    const deadline = Date.now() + CONFIRM_WITHIN_MS;
    let mayBeStored = false;
    let lastError: unknown = new Error("no connection to NATS");
    for (;;) {
      const left = deadline - Date.now();
      if (mayBeStored && (left <= 0 || this.nats.connection.isClosed())) {
        throw new Unavailable(SAVE_UNKNOWN, { cause: lastError, code: "save.unknown" });
      }
      if (!this.link.connected) {
        if (!mayBeStored) unreachable(lastError);
        await this.link.reconnected(left);
        continue;
      }
      try {
        const ack = await this.nats.js.publish(subject, data, {
          ...options,
          timeout: Math.min(JETSTREAM_TIMEOUT_MS, left),
        });
        return { stream: ack.stream, sequence: ack.seq };
      } catch (error) {
        if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamWrongLastSequence) {
          throw new ConcurrencyConflict(subject);
        }
        lastError = error;
        if (!certainlyNotStored(error)) mayBeStored = true;
        if (!mayBeStored) unreachable(error);
        await new Promise((resolve) => setTimeout(resolve, Math.min(RESEND_PAUSE_MS, Math.max(0, left))));
      }
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

  /** The stream sequence of the last event on `subject` (0: none), as the log holds it now. */
  async lastSequence(stream: string, subject: string): Promise<number> {
    try {
      return (await this.nats.jsm.streams.getMessage(stream, { last_by_subj: subject }))?.seq ?? 0;
    } catch (error) {
      if (error instanceof JetStreamApiError && error.status === 404) return 0;
      return unreachable(error);
    }
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
      let pending = (await consumer.info(true)).num_pending;
      const events: StoredEvent[] = [];
      const deadline = Date.now() + LOAD_WITHIN_MS;
      while (pending > 0) {
        let received = 0;
        const batch = await consumer.fetch({ max_messages: pending, expires: 2000 });
        for await (const message of batch) {
          events.push(...(await decodeEvents(message, this.memberKeys)));
          received++;
        }
        pending -= received;
        if (received > 0 || pending === 0) continue;
        // Nothing came although events were pending: a delivery held up (a loaded machine, a
        // consumer reset) or events removed meanwhile (a purge, an age limit). Only the consumer
        // can tell them apart; a history cut short would decide a command on a stale state.
        pending = (await consumer.info()).num_pending;
        if (pending > 0 && Date.now() >= deadline) throw new Error(`the events of ${subject} did not arrive in time`);
      }
      return events;
    } finally {
      await consumer.delete().catch(() => undefined);
    }
  }
}
