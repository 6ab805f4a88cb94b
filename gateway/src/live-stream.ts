import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Counter, Gauge, type Registry } from "prom-client";
import type { ErrorReply } from "@kumite/contracts/errors";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { liveSubject, STREAM_HEARTBEAT_MS, STREAM_READY_EVENT, type StreamReady } from "@kumite/contracts/live";
import { SIGN_IN_TO_CONTINUE } from "@kumite/kit/errors";
import type { Nats } from "@kumite/kit/nats";
import { sessionIdOf, type SessionResolver } from "./session-cache.ts";

// GET /api/stream (DESIGN.md, "Real time"): one Server-Sent-Events stream per open tab of a
// signed-in member, relaying what services publish on the NATS core subject `live.user.<memberId>`.
//
// - One NATS subscription per member, shared by all their open streams (ref-counted): ten tabs cost
//   one subscription; the last stream to close unsubscribes. Each subscription is to the member's
//   literal subject (no wildcard) and delivers only to that member's streams.
// - The first event of every stream is `ready`, written once the subscription is known to the
//   server (a flush): what is published after it reaches the stream. `{ resync: true }` when the
//   browser reconnected (it sent Last-Event-ID) or NATS itself reconnected: events may have been
//   missed, so the web refetches what it shows. The stream is a hint; queries are the truth.
// - A comment line every heartbeat keeps proxies from closing an idle stream; at each one the
//   session is checked again, so a signed-out or deleted member's stream ends within a heartbeat.
// - A client that does not read is cut off once MAX_BUFFERED_BYTES pile up (it reconnects and
//   resyncs) rather than growing the gateway's memory.
// - The response is written raw (reply.hijack): no compression, no per-event hook. The security
//   headers the onRequest hook put on the raw response are kept.

type NatsConnection = Nats["connection"];
type Subscription = ReturnType<NatsConnection["subscribe"]>;

export type LiveStreamOptions = {
  nats: NatsConnection;
  sessions: SessionResolver;
  /** The gauges and counters land in the gateway's /metrics registry. */
  registry: Registry;
  /** The idle stream's comment line (and session check) period; STREAM_HEARTBEAT_MS by default. */
  heartbeatMs?: number;
};

/** What a client may leave unread before its stream is cut. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** The browser's reconnection delay (`retry:`), spread so that a restart does not bring every tab back at once. */
const RETRY_MS = 2000;
const RETRY_SPREAD_MS = 3000;
/** What a member id must look like to be a NATS subject token: no `.`, `*`, `>` or space. */
const SUBJECT_TOKEN = /^[A-Za-z0-9_-]+$/;
/** An SSE event name a service may use: lower-case words (`group_message`), never the gateway's `ready`. */
const EVENT_NAME = /^[a-z][a-z0-9_]{0,39}$/;

type MemberStreams = { subscription: Subscription; streams: Set<OpenStream>; subscribed: Promise<void> };

export class LiveStreams {
  private readonly members = new Map<string, MemberStreams>();
  private open = 0;
  private closing = false;
  private readonly heartbeatMs: number;
  private readonly status: AsyncIterable<{ type: string }>;
  private readonly relayed: Counter;
  private readonly dropped: Counter<"reason">;

  constructor(private readonly options: LiveStreamOptions) {
    this.heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
    const registers = [options.registry];
    const openStreams: Gauge = new Gauge({
      name: "kumite_gateway_open_streams",
      help: "Live streams (GET /api/stream) the gateway holds open.",
      registers,
      collect: () => openStreams.set(this.openStreams),
    });
    const subscriptions: Gauge = new Gauge({
      name: "kumite_gateway_live_subscriptions",
      help: "NATS subscriptions to live.user.<id> the gateway holds: one per member with an open stream.",
      registers,
      collect: () => subscriptions.set(this.subscriptions),
    });
    this.relayed = new Counter({
      name: "kumite_gateway_stream_events_total",
      help: "Events written to open live streams.",
      registers,
    });
    this.dropped = new Counter({
      name: "kumite_gateway_stream_drops_total",
      help: "Live events not relayed (malformed) and streams cut (a client that stopped reading).",
      labelNames: ["reason"] as const,
      registers,
    });
    // While NATS was away, publications were lost: every stream is told to resync.
    const statuses = options.nats.status();
    this.status = statuses;
    void (async () => {
      for await (const status of statuses) {
        if (status.type === "reconnect") this.resyncAll();
      }
    })().catch(() => undefined);
  }

  get openStreams(): number {
    return this.open;
  }

  /** NATS subscriptions held: one per member with at least one open stream. */
  get subscriptions(): number {
    return this.members.size;
  }

  /** The route handler of GET /api/stream. */
  readonly handle = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    const sessionId = sessionIdOf(request.headers.cookie, SESSION_COOKIE);
    const memberId = await this.options.sessions.resolve(sessionId);
    if (!memberId)
      return reply.code(401).send({ message: SIGN_IN_TO_CONTINUE, code: "auth.required" } satisfies ErrorReply);
    if (!SUBJECT_TOKEN.test(memberId))
      throw new Error(`member id ${JSON.stringify(memberId)} cannot name a NATS subject`);
    const unavailable = () =>
      reply
        .code(503)
        .header("retry-after", "5")
        .send({ message: "Live updates are not available right now", code: "live.unavailable" } satisfies ErrorReply);
    if (this.closing || this.options.nats.isClosed() || this.options.nats.isDraining()) return unavailable();

    const response = reply.raw;
    const stream = new OpenStream(response, memberId, () => this.detach(stream, memberId));
    let member: MemberStreams;
    try {
      member = this.attach(memberId, stream);
    } catch (error) {
      request.log.error({ err: error }, "live stream subscription failed");
      return unavailable();
    }
    reply.hijack();
    response.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      "x-accel-buffering": "no",
    });
    stream.heartbeat = setInterval(() => this.heartbeat(stream, sessionId), this.heartbeatMs);
    response.once("close", () => stream.end());
    response.on("error", () => stream.end());
    // The browser may have left while the session was looked up: its close event is gone already.
    if (response.destroyed || !response.socket || response.socket.destroyed) stream.end();
    try {
      await member.subscribed;
    } catch (error) {
      request.log.error({ err: error }, "live stream subscription failed");
      stream.end();
      return;
    }
    const ready: StreamReady = { resync: request.headers["last-event-id"] !== undefined };
    stream.start(
      `retry: ${RETRY_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n`,
      STREAM_READY_EVENT,
      JSON.stringify(ready),
    );
  };

  /** Ends every open stream (the gateway is closing): the browsers reconnect to another instance. */
  closeAll(): void {
    this.closing = true;
    (this.status as { stop?: () => void }).stop?.();
    for (const member of [...this.members.values()]) for (const stream of [...member.streams]) stream.end();
  }

  private attach(memberId: string, stream: OpenStream): MemberStreams {
    let member = this.members.get(memberId);
    if (!member) {
      const subject = liveSubject(memberId);
      const streams = new Set<OpenStream>();
      const subscription = this.options.nats.subscribe(subject, {
        callback: (error, message) => {
          if (error || message.subject !== subject) return;
          const event = eventFrame(message.data);
          if (event === null) {
            this.dropped.inc({ reason: "malformed" });
            return;
          }
          for (const open of streams) open.send(event);
          this.relayed.inc(streams.size);
        },
      });
      // The server has the subscription once a round trip after it has come back.
      member = { subscription, streams, subscribed: this.options.nats.flush() };
      member.subscribed.catch(() => undefined);
      this.members.set(memberId, member);
    }
    member.streams.add(stream);
    this.open++;
    return member;
  }

  private detach(stream: OpenStream, memberId: string): void {
    const member = this.members.get(memberId);
    if (!member?.streams.delete(stream)) return;
    this.open--;
    if (stream.cut) this.dropped.inc({ reason: "slow_client" });
    if (member.streams.size > 0) return;
    this.members.delete(memberId);
    member.subscription.unsubscribe();
  }

  private heartbeat(stream: OpenStream, sessionId: string | undefined): void {
    stream.comment();
    // A session that ended (sign-out, deleted account) ends its streams too. A failed check (Redis
    // away) keeps the stream: the next heartbeat asks again.
    this.options.sessions.resolve(sessionId).then(
      (memberId) => {
        if (memberId !== stream.memberId) stream.end();
      },
      () => undefined,
    );
  }

  private resyncAll(): void {
    const ready = JSON.stringify({ resync: true } satisfies StreamReady);
    for (const member of this.members.values())
      for (const stream of member.streams) stream.send(`event: ${STREAM_READY_EVENT}\ndata: ${ready}\n\n`);
  }
}

/** One open SSE response. */
class OpenStream {
  heartbeat: NodeJS.Timeout | undefined;
  /** Cut because the client stopped reading. */
  cut = false;
  private nextId = 1;
  private started = false;
  private ended = false;

  constructor(
    private readonly response: ServerResponse,
    readonly memberId: string,
    private readonly onEnd: () => void,
  ) {}

  /** The first write: the reconnection delay and `ready`; events before it are not relayed. */
  start(preamble: string, event: string, data: string): void {
    if (this.ended) return;
    this.started = true;
    this.write(`${preamble}id: ${this.nextId++}\nevent: ${event}\ndata: ${data}\n\n`);
  }

  /** An event, `event: …\ndata: …\n\n`, given the next id of this stream. */
  send(event: string): void {
    if (this.started) this.write(`id: ${this.nextId++}\n${event}`);
  }

  comment(): void {
    if (this.started) this.write(":\n\n");
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.onEnd();
    if (!this.response.writableEnded) this.response.end();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.cut = true;
      this.end();
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }
}

/** A published live event as SSE lines (`event: <type>\ndata: <json>\n\n`), or null when it is not one. */
export function eventFrame(payload: Uint8Array): string | null {
  let event: unknown;
  try {
    event = JSON.parse(Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength).toString("utf8"));
  } catch {
    return null;
  }
  if (typeof event !== "object" || event === null || Array.isArray(event)) return null;
  const type = (event as { type?: unknown }).type;
  if (typeof type !== "string" || !EVENT_NAME.test(type) || type === STREAM_READY_EVENT) return null;
  // JSON.stringify writes no raw line break: the data is one `data:` line.
  return `event: ${type}\ndata: ${JSON.stringify(event)}\n\n`;
}
