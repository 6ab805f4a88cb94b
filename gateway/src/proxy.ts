import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Pool, type Dispatcher } from "undici";
import type { ErrorReply } from "@kumite/contracts/errors";
import { ACTOR_HEADER, REQUEST_ID_HEADER, SESSION_COOKIE } from "@kumite/contracts/http";
import { signActor } from "@kumite/kit/actor";
import { SIGN_IN_TO_CONTINUE } from "@kumite/kit/errors";
import { sessionIdOf, type SessionResolver } from "./session-cache.ts";
import type { ServiceName } from "@kumite/contracts/services";
import { isOpenCall, serviceFor } from "./service-routes.ts";
import { answerUpstreamFailure } from "./upstream-failure.ts";

// Forwarding an /api call to the service that owns it, as the session's user. The request goes on
// as the client sent it: its method, its path and query (normalised as a URL parser sees them, which
// is also what the actor header is signed for), its end-to-end headers and its body's raw bytes,
// which the gateway never parses (the owning service judges them: 400, 413, 415). The client's own
// actor header is dropped and a freshly signed one added. The reply comes back the same way: status,
// end-to-end headers and bytes.
//
// This is the hop every API call pays, so it is kept to what it needs: one undici pool per service
// with kept-alive connections, the headers copied once as flat lists, a reply of up to
// BUFFER_UP_TO_BYTES sent as one buffer (one write instead of a stream's worth of them), longer or
// unsized ones (attachments) streamed through with back-pressure.

export type ProxyOptions = {
  upstreams: Record<ServiceName, string>;
  sessions: SessionResolver;
  actorSecret: string;
  /** What carries the call to its service: the gateway's own undici relay unless told otherwise. */
  hop?: Hop;
};

/** A call admitted for forwarding: where it goes, and the signed actor header it carries. */
export type ForwardedCall = { service: ServiceName; target: string; actor: string };

/** Carries an admitted call to its service and relays the reply (or answers the failure). */
export type Hop = {
  send(request: FastifyRequest, reply: FastifyReply, call: ForwardedCall): void;
  /** Closes the connections to the services (on the gateway's close). */
  close(): Promise<void>;
};

export type ProxyHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) & {
  close(): Promise<void>;
};

/** Replies up to this size are relayed whole; larger or unsized ones stream through. */
export const BUFFER_UP_TO_BYTES = 256 * 1024;
const CONNECTIONS_PER_SERVICE = 128;
const ENDS_SESSION = "/api/auth/logout";
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
/** Hop-by-hop headers (RFC 9110 §7.6.1): each connection has its own. */
export const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
];
/** Not passed on to a service: hop-by-hop ones, and those the proxy sets itself (undici: host and length). */
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  "host",
  "content-length",
  "expect",
  "proxy-authorization",
  ACTOR_HEADER,
  REQUEST_ID_HEADER,
]);
const NOT_RETURNED = new Set(HOP_BY_HOP);

/** The service a forwarded call went to, for the metrics' route label. */
const forwardedTo = new WeakMap<FastifyRequest, ServiceName>();
export const serviceOf = (request: FastifyRequest): ServiceName | undefined => forwardedTo.get(request);

export function proxyHandler(options: ProxyOptions): ProxyHandler {
  const hop = options.hop ?? undiciHop(options.upstreams);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // Dot segments would route (and throttle) by one path and forward to another: refused.
    if (DOT_SEGMENT.test(request.url.split("?")[0] ?? ""))
      return reply
        .code(400)
        .send({ message: "Malformed URL: no . or .. segments", code: "request.malformed-url" } satisfies ErrorReply);
    const target = forwardedTarget(request.url);
    if (target === null)
      return reply.code(400).send({ message: "Malformed URL", code: "request.malformed-url" } satisfies ErrorReply);
    const query = target.indexOf("?");
    const path = query < 0 ? target : target.slice(0, query);
    const service = serviceFor(path);
    if (!service)
      return reply
        .code(404)
        .send({ message: `No API route ${request.method} ${path}`, code: "route.not-found" } satisfies ErrorReply);
    forwardedTo.set(request, service);

    const sessionId = sessionIdOf(request.headers.cookie, SESSION_COOKIE);
    // Signing out ends this session: no later call may find it in the cache, whatever identity says.
    if (path === ENDS_SESSION && request.method === "POST") options.sessions.forget(sessionId);
    const userId = await options.sessions.resolve(sessionId);
    if (!userId && !isOpenCall(request.method, path))
      return reply.code(401).send({ message: SIGN_IN_TO_CONTINUE, code: "auth.required" } satisfies ErrorReply);

    const actor = signActor(userId, options.actorSecret, { method: request.method, url: target });
    hop.send(request, reply, { service, target, actor });
    return reply;
  };
  return Object.assign(forward, { close: () => hop.close() });
}

/** The gateway's own relay: one undici pool per service, driven by a dispatch handler. */
function undiciHop(upstreams: Record<ServiceName, string>): Hop {
  const pools = new Map<ServiceName, Pool>();
  const poolOf = (service: ServiceName) => {
    let pool = pools.get(service);
    if (!pool) {
      pool = new Pool(upstreams[service], { connections: CONNECTIONS_PER_SERVICE, pipelining: 1 });
      pools.set(service, pool);
    }
    return pool;
  };
  return {
    send(request, reply, { service, target, actor }) {
      const body = request.body as Buffer | Readable | undefined;
      const streamed = body instanceof Readable;
      const headers = forwardedHeaders(request.raw.rawHeaders, streamed);
      headers.push(ACTOR_HEADER, actor, REQUEST_ID_HEADER, request.id);
      const relay = new Relay(request, reply, service);
      try {
        // A streamed body (an attachment) may be refused half-way: its connection is not reused after.
        poolOf(service).dispatch(
          {
            method: request.method as Dispatcher.HttpMethod,
            path: target,
            headers,
            body: body ?? null,
            reset: streamed,
          },
          relay,
        );
      } catch (error) {
        relay.onResponseError(null, error as Error);
      }
    },
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}

/**
 * The path and query to forward, as a WHATWG URL parser sees them (so as `signActor` signs them
 * and the service checks them): dot segments resolved, stray characters percent-encoded. Null for
 * a URL that cannot be forwarded, such as one with broken percent-encoding.
 */
export function forwardedTarget(url: string): string | null {
  if (url.includes("%")) {
    try {
      decodeURIComponent(url);
    } catch {
      return null;
    }
  }
  try {
    const parsed = new URL(`http://gateway.invalid${url.startsWith("/") ? "" : "/"}${url}`);
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

/** The client's end-to-end headers, as a flat [name, value, …] list; a streamed body keeps its length. */
function forwardedHeaders(raw: string[], keepLength: boolean): string[] {
  const headers: string[] = [];
  let listed: Set<string> | null = null;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase();
    if (name === "connection") listed = connectionListed(raw[index + 1]!, listed);
    if (NOT_FORWARDED.has(name) && !(keepLength && name === "content-length")) continue;
    headers.push(name, raw[index + 1]!);
  }
  if (listed === null) return headers;
  // Headers named in Connection are hop-by-hop too (RFC 9110 §7.6.1).
  const kept: string[] = [];
  for (let index = 0; index < headers.length; index += 2) {
    if (!listed.has(headers[index]!)) kept.push(headers[index]!, headers[index + 1]!);
  }
  return kept;
}

function connectionListed(value: string, listed: Set<string> | null): Set<string> {
  const names = listed ?? new Set<string>();
  for (const name of value.split(",")) {
    const trimmed = name.trim().toLowerCase();
    // A client may not strip what the proxy adds, nor make it drop the body's length.
    if (trimmed && trimmed !== ACTOR_HEADER && trimmed !== REQUEST_ID_HEADER && trimmed !== "content-length")
      names.add(trimmed);
  }
  return names;
}

/** Relays one service reply to the client: a small one as one buffer, a large one as a stream. */
class Relay implements Dispatcher.DispatchHandler {
  private chunks: Buffer[] | null = null;
  private stream: UpstreamBody | null = null;
  private headers: Record<string, unknown> = {};

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly service: ServiceName,
  ) {}

  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return; // an informational reply: the final one follows
    const reply = this.reply;
    try {
      reply.code(statusCode);
    } catch {
      controller.abort(new Error(`status ${statusCode}`));
      return;
    }
    this.headers = headers;
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && !NOT_RETURNED.has(name)) reply.header(name, value);
    }
    const length = Number(headers["content-length"]);
    if (
      this.request.method === "HEAD" ||
      statusCode === 204 ||
      statusCode === 304 ||
      (length >= 0 && length <= BUFFER_UP_TO_BYTES)
    ) {
      this.chunks = [];
      return;
    }
    this.stream = new UpstreamBody(controller);
    reply.send(this.stream);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    if (this.stream) {
      this.stream.finished = true;
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    this.reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    if (this.stream) {
      this.stream.finished = true;
      this.stream.destroy(error);
      return;
    }
    const reply = this.reply;
    if (reply.sent) return;
    // The headers of a reply that never completed are not the answer.
    for (const name in this.headers) reply.removeHeader(name);
    answerUpstreamFailure(this.request, reply, this.service, error);
  }
}

/** A reply body streamed from a service: reading resumes the upstream, the client leaving aborts it. */
class UpstreamBody extends Readable {
  finished = false;

  constructor(private readonly controller: Dispatcher.DispatchController) {
    super();
  }

  override _read(): void {
    this.controller.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.finished) this.controller.abort(error ?? new Error("The client went away"));
    callback(error);
  }
}

/** Content-type parser for forwarded calls: the body stays the bytes the client sent. */
export function keepRawBody(
  _request: FastifyRequest,
  body: Buffer | string,
  done: (error: Error | null, body?: unknown) => void,
): void {
  done(null, body);
}
