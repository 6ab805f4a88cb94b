import type { IncomingHttpHeaders } from "node:http";
import replyFrom from "@fastify/reply-from";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorReply } from "@kumite/contracts/errors";
import {
  ACTOR_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  SESSION_COOKIE,
  WRITTEN_BY_HEADER,
} from "@kumite/contracts/http";
import type { ServiceName } from "@kumite/contracts/services";
import { signActor } from "@kumite/kit/http";
import { SIGN_IN_TO_CONTINUE } from "@kumite/kit/errors";
import { sessionIdOf, type SessionResolver } from "./session-cache.ts";
import { isOpenCall, serviceFor } from "./service-routes.ts";
import { upstreamDispatcher } from "./upstream-dispatcher.ts";
import { answerUpstreamFailure, classifyFailure } from "./upstream-failure.ts";
import type { UpstreamPool } from "./upstream-pool.ts";

// Forwarding an /api call to the service that owns it, as the session's user. The request goes on
// as the client sent it: its method, its path and query (normalised as a URL parser sees them, which
// is also what the actor header is signed for), its end-to-end headers and its body's raw bytes,
// which the gateway never parses (the owning service judges them: 400, 413, 415). The client's own
// actor header is dropped and a freshly signed one added. The reply comes back the same way: status,
// end-to-end headers and bytes.
//
// @fastify/reply-from (what @fastify/http-proxy forwards with) carries the call, on an undici pool
// of kept-alive connections per service instance, streaming bodies both ways with back-pressure. What it
// does not do is done here: it drops only Connection, what Connection names and Transfer-Encoding,
// so the other hop-by-hop headers are dropped both ways; it would JSON.stringify a JSON body, so the
// raw buffer is handed over as it is (and no content type added to a body sent without one); it
// would retry a 503, which the web retries itself after a service's Retry-After. A reply of up to
// BUFFER_UP_TO_BYTES is sent as one buffer (one write instead of a stream's worth of them).
//
// A service run as several instances is tried in its pool's order (upstream-pool.ts). A call that
// never reached an instance goes on to the next, whatever its method. One that reached an instance
// whose connection then broke without an answer goes on only when sending it twice is harmless: a
// GET or HEAD, or a call with an Idempotency-Key (the service answers a repeat with the first
// outcome). Any other such call is answered 502 service.outcome-unknown: it may have been saved.
// An instance that is shutting down refuses a call before acting on it: that too goes on.
// A body that was streamed (an attachment) cannot be sent again, so it goes to one instance only.

export type ProxyOptions = {
  pools: Record<ServiceName, UpstreamPool>;
  sessions: SessionResolver;
  actorSecret: string;
};

/** Replies up to this size are relayed whole; larger or unsized ones stream through. */
const BUFFER_UP_TO_BYTES = 256 * 1024;
const CONNECTIONS_PER_INSTANCE = 128;
const ENDS_SESSION = "/api/auth/logout";
export const WRITTEN_BY_ANOTHER =
  "This was written by another member signed in on this browser earlier: it was not sent";
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
/** Hop-by-hop headers (RFC 9110 §7.6.1): each connection has its own. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"];
/** Not passed on to a service: hop-by-hop ones, and what a client may not ask of the service. */
const NOT_FORWARDED = [...HOP_BY_HOP, "expect", "proxy-authorization"];

/** The service a forwarded call went to, for the metrics' route label. */
const forwardedTo = new WeakMap<FastifyRequest, ServiceName>();
export const serviceOf = (request: FastifyRequest): ServiceName | undefined => forwardedTo.get(request);

/** The handler of the forwarded routes; its connections close with the gateway. */
export async function proxyHandler(app: FastifyInstance, options: ProxyOptions) {
  await app.register(replyFrom, {
    undici: upstreamDispatcher(CONNECTIONS_PER_INSTANCE),
    disableRequestLogging: true,
    destroyAgent: true,
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
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
    const writtenBy = request.headers[WRITTEN_BY_HEADER];
    if (userId && writtenBy !== undefined && writtenBy !== userId)
      return reply.code(409).send({ message: WRITTEN_BY_ANOTHER, code: "session.other-member" } satisfies ErrorReply);

    const actor = signActor(userId, options.actorSecret, { method: request.method, url: target });
    const body = request.body;
    const sentType = request.headers["content-type"];
    const raw = Buffer.isBuffer(body) ? { body, contentType: sentType ?? "application/octet-stream" } : {};
    const pool = options.pools[service];
    const instances = pool.order();
    // A streamed upload is read as it is sent (and undici destroys it on failure): it goes once.
    const replayable = body === undefined || body === null || Buffer.isBuffer(body);
    const reading = request.method === "GET" || request.method === "HEAD";
    const repeatable = reading || IDEMPOTENCY_KEY_HEADER in request.headers;

    const send = (attempt: number): void => {
      const instance = instances[attempt]!;
      const another = attempt + 1 < instances.length && replayable;
      let connectionClosing = false;
      // The path alone: reply-from refuses a "/.." anywhere in what it is given, query included.
      reply.from(`${instance}${path}`, {
        ...raw,
        queryString: () => (query < 0 ? "" : target.slice(query + 1)),
        retryDelay: () => null,
        rewriteRequestHeaders: (_request, headers: IncomingHttpHeaders) => {
          for (const name of NOT_FORWARDED) delete headers[name];
          if (sentType === undefined) delete headers["content-type"];
          headers[ACTOR_HEADER] = actor;
          headers[REQUEST_ID_HEADER] = request.id;
          return headers;
        },
        rewriteHeaders: (headers) => {
          connectionClosing = String(headers.connection).toLowerCase() === "close";
          for (const name of HOP_BY_HOP) delete headers[name];
          return headers;
        },
        onResponse: (_request, _reply, response) => {
          if (reply.sent) return;
          const upstreamHeaders = (response as unknown as { headers: IncomingHttpHeaders }).headers;
          if (another && refusedWhileClosing(reply.statusCode, upstreamHeaders, connectionClosing)) {
            response.stream.resume();
            for (const name in upstreamHeaders) reply.removeHeader(name);
            pool.takeOut(instance);
            return send(attempt + 1);
          }
          const length = Number(upstreamHeaders["content-length"]);
          const whole =
            request.method === "HEAD" ||
            reply.statusCode === 204 ||
            reply.statusCode === 304 ||
            (length >= 0 && length <= BUFFER_UP_TO_BYTES);
          if (!whole) return reply.send(response.stream);
          const chunks: Buffer[] = [];
          response.stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.stream.once("error", (error: Error) => {
            // The headers of a reply that never completed are not the answer.
            for (const name in upstreamHeaders) reply.removeHeader(name);
            answerUpstreamFailure(request, reply, service, error);
          });
          response.stream.once("end", () => reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
        },
        onError: (_reply, { error }) => {
          const failure = classifyFailure(error);
          if (failure === "not-reached") pool.takeOut(instance);
          if (another && !reply.sent && (failure === "not-reached" || (failure === "cut-off" && repeatable))) {
            request.log.warn({ err: error, service, instance }, "upstream call failed: sent to another instance");
            return send(attempt + 1);
          }
          answerUpstreamFailure(request, reply, service, error, failure === "cut-off" && !reading);
        },
      });
    };
    try {
      send(0);
    } catch {
      // A path reply-from will not forward (an encoded "../" in it).
      return reply.code(400).send({ message: "Malformed URL", code: "request.malformed-url" } satisfies ErrorReply);
    }
    return reply;
  };
}

/**
 * A service that is shutting down answers a call still arriving on a kept-alive connection 503
 * and closes it, before any of its own code runs (Fastify's return503OnClosing): no Retry-After,
 * as it is meant for a load balancer to send the call elsewhere. A 503 with Retry-After is the
 * service's own (starting, or its store out of reach) and goes to the client as it is.
 */
function refusedWhileClosing(status: number, headers: IncomingHttpHeaders, connectionClosing: boolean): boolean {
  return status === 503 && connectionClosing && headers["retry-after"] === undefined;
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

/** Content-type parser for forwarded calls: the body stays the bytes the client sent. */
export function keepRawBody(
  _request: FastifyRequest,
  body: Buffer | string,
  done: (error: Error | null, body?: unknown) => void,
): void {
  done(null, body);
}
