import { AckPolicy, DeliverPolicy, JetStreamApiError, type ConsumerMessages, type JsMsg } from "@nats-io/jetstream";
import type { Logger } from "pino";
import { decodeEvents, type StoredEvent } from "../event-store.ts";
import { untilJetStreamAnswers, type Nats } from "../nats.ts";
import { memberKeysOf } from "../personal-data/member-keys.ts";
import type { Reaction } from "./define.ts";
import type { ReactionFailures } from "./failures.ts";

// Runs one reaction on a durable pull consumer with explicit acks, shared by every instance of the
// service that runs it: the server hands each message to one of them, and hands it out again when
// it is not acknowledged in time or comes back with a nak. A message is acknowledged once each of
// its events' handlers resolved; a handler that throws sends it back with a delay that doubles at
// each delivery, and the rest of the log goes on meanwhile. Nothing is skipped: an event whose
// handler keeps failing comes back until a fixed build handles it (logged and counted each time).
//
// Stopping lets the event in hand finish and be acknowledged, and sends back at once those fetched
// but not begun, so another instance (or this one restarted) takes them without waiting.

/** Events fetched at a time. */
const FETCH_SIZE = 16;
/** How long a fetch waits for new events before asking again (what keeps a stop prompt). */
const FETCH_EXPIRES_MS = 5000;
/** How long the server waits for an ack before handing the message to another instance. */
const ACK_WAIT_MS = 30_000;
/** A handler still at work says so this often, so a slow one is not taken for a lost one. */
const WORKING_EVERY_MS = ACK_WAIT_MS / 3;
/** The first retry of a failed event, doubled at each delivery up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 250;
export const RETRY_MAX_MS = 60_000;
const RESTART_MS = 1000;
const READY_POLL_MS = 100;

export type ReactionRunnerOptions<Deps> = {
  nats: Nats;
  reaction: Reaction<Deps>;
  /** The durable consumer's name: the same in every instance that shares the work. */
  durable: string;
  deps: Deps;
  logger: Logger;
  failures?: ReactionFailures;
  /** Throws while the service's read models are still replaying: handlers read them. */
  ready?: () => void;
};

export function reactionDurable(group: string, reaction: string): string {
  return `reaction-${group}-${reaction}`;
}

export class ReactionRunner<Deps> {
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(private readonly options: ReactionRunnerOptions<Deps>) {}

  get durable(): string {
    return this.options.durable;
  }

  /** Creates the durable consumer if it is not there yet (from the stream's first event), and starts. */
  async start(): Promise<void> {
    await this.ensureConsumer();
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    // Ends a fetch waiting on an idle log; messages it holds still come out of it, and go back.
    await this.messages?.close();
    await this.loop;
    this.messages = null;
    this.loop = null;
  }

  private async ensureConsumer(): Promise<void> {
    const { nats, reaction, durable } = this.options;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ACK_WAIT_MS * 1_000_000,
      max_deliver: -1,
      ...(reaction.subjects ? { filter_subject: reaction.subjects[0] } : {}),
    };
    const doing = `the consumer ${durable}`;
    try {
      await untilJetStreamAnswers(nats, doing, () => nats.jsm.consumers.add(reaction.stream, config));
    } catch (error) {
      // Another instance made it first with the same settings, which the server accepts; one made
      // by an older build with other settings is used as it is, and said so.
      if (!(error instanceof JetStreamApiError)) throw error;
      await untilJetStreamAnswers(nats, doing, () => nats.jsm.consumers.info(reaction.stream, durable));
      this.options.logger.warn({ err: error, reaction: reaction.name, durable }, "reaction consumer kept as it was");
    }
  }

  private async run(): Promise<void> {
    await this.untilReady();
    const { nats, reaction, durable, logger } = this.options;
    while (!this.stopping) {
      try {
        const consumer = await nats.js.consumers.get(reaction.stream, durable);
        while (!this.stopping) {
          const messages = await consumer.fetch({ max_messages: FETCH_SIZE, expires: FETCH_EXPIRES_MS });
          this.messages = messages;
          if (this.stopping) void messages.close();
          for await (const message of messages) await this.deliver(message);
        }
      } catch (error) {
        if (this.stopping) break;
        logger.warn({ err: error, reaction: reaction.name }, "reaction consumer failed: starting again");
        await this.pause(RESTART_MS);
      }
    }
  }

  private async untilReady(): Promise<void> {
    const { ready } = this.options;
    if (!ready) return;
    while (!this.stopping) {
      try {
        return ready();
      } catch {
        await this.pause(READY_POLL_MS);
      }
    }
  }

  private async pause(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      setTimeout(resolve, ms);
    });
    this.wake = null;
  }

  private async deliver(message: JsMsg): Promise<void> {
    if (this.stopping) return message.nak();
    const { reaction, logger, failures } = this.options;
    let events: StoredEvent[];
    try {
      events = await decodeEvents(message, memberKeysOf(this.options.nats), reaction.stream);
    } catch (error) {
      // The members' keys out of reach for now: the event comes again, like a failed handler's.
      if (!(error instanceof SyntaxError)) {
        logger.warn(
          { err: error, reaction: reaction.name, sequence: message.seq },
          "reaction could not read its event",
        );
        return message.nak(retryDelay(message.info.deliveryCount));
      }
      // Not an event at all: no build will ever handle it, so it is ended rather than retried.
      logger.error({ err: error, reaction: reaction.name, sequence: message.seq }, "reaction got no event: dropped");
      failures?.record(reaction.name, "undecodable");
      return message.term();
    }
    const handled = events.filter((event) => reaction.handlers[event.type]);
    if (handled.length === 0) return message.ack();

    const working = setInterval(() => message.working(), WORKING_EVERY_MS);
    let current: StoredEvent | undefined;
    try {
      for (current of handled) await reaction.handlers[current.type]!(current, this.options.deps);
    } catch (error) {
      const delayMs = retryDelay(message.info.deliveryCount);
      logger.warn(
        { err: error, reaction: reaction.name, event: current?.type, sequence: message.seq, delayMs },
        "reaction failed: the event comes again",
      );
      failures?.record(reaction.name, current?.type ?? "unknown");
      return message.nak(delayMs);
    } finally {
      clearInterval(working);
    }
    // Confirmed, so a stop right after never hands it out again; a lost ack means it comes again.
    await message.ackAck().catch((error: unknown) => {
      logger.warn({ err: error, reaction: reaction.name, sequence: message.seq }, "reaction ack unconfirmed");
    });
  }
}

/** The delay before a failed event comes again, from how many times it was delivered. */
export function retryDelay(deliveries: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, deliveries - 1));
}
