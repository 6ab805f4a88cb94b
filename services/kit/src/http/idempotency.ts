import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, RouteOptions } from "fastify";
import type { Redis } from "ioredis";
import type { ErrorReply } from "@kumite/contracts/errors";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  NEXT_CURSOR_HEADER,
  POSITION_HEADER,
} from "@kumite/contracts/http";
import { Unavailable } from "../errors.ts";
import { withSeededIds } from "../ids.ts";
import { within } from "./within.ts";

// Every write (POST, PUT, PATCH, DELETE) accepts an Idempotency-Key: the same key from the same
// member within 24 hours gets the first reply again and changes nothing more, even across a restart
// (the replies live in Redis). A PUT, PATCH or DELETE is not safe to repeat by itself either: a
// second DELETE answers 404, a second acceptance a conflict, and a retried PATCH undoes whatever
// changed since its first copy; so a retry whose first reply was lost is told what the first got.
// While the first is in flight, a repeat is told to come back; the same key with another request
// (method, URL or body) is refused. The ids the request makes derive from the key, so a write
// retried after a crash carries the same event ids and the log keeps it once.
// A body streamed to its handler unread (a file upload) cannot be fingerprinted without reading it:
// its key is ignored, and the route keeps its own rule for a second send.

const KEEP_REPLY_S = 24 * 60 * 60;
/**
 * How long a keyed write waits on Redis for its key: with Redis gone, ioredis holds a command
 * through its reconnections (seconds, growing), and a write must be refused in time instead.
 */
const REDIS_WITHIN_MS = 1000;
const fromRedis = <T>(command: Promise<T>) => within(command, REDIS_WITHIN_MS, "Redis").catch(redisAway);
/** A request in flight holds its key this long: a crash between append and reply frees it again. */
const IN_FLIGHT_S = 30;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** The methods whose key is honoured: every write. */
const KEYED_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const REPLAYED_HEADERS = ["content-type", POSITION_HEADER, NEXT_CURSOR_HEADER, "location"];

type Stored =
  | { state: "in-flight"; fingerprint: string }
  | { state: "done"; fingerprint: string; status: number; headers: Record<string, string>; body: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set for a write with an Idempotency-Key from a signed-in member: where its reply is kept. */
    idempotency: { redisKey: string; fingerprint: string } | null;
  }
}

export function registerIdempotency(app: FastifyInstance, service: string, redis: Redis): void {
  app.decorateRequest("idempotency", null);

  app.addHook("onRoute", (route: RouteOptions) => {
    if (![route.method].flat().some((method) => KEYED_METHODS.has(method))) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const seed = request.idempotency?.redisKey;
      return seed ? withSeededIds(seed, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };
  });

  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const memberId = request.actor?.userId;
    // Signed-out calls (sign-up, sign-in) name nobody the key could belong to: it is ignored.
    if (
      !KEYED_METHODS.has(request.method) ||
      key === undefined ||
      !memberId ||
      request.routeOptions.config?.idempotency === false ||
      isStream(request.body)
    )
      return;
    if (typeof key !== "string" || !KEY.test(key)) {
      return reply.code(400).send({
        message: "Invalid Idempotency-Key: use 1 to 255 visible ASCII characters",
        code: "idempotency.invalid-key",
      } satisfies ErrorReply);
    }
    const redisKey = `kumite:idempotency:${service}:${memberId}:${createHash("sha256").update(key).digest("base64url")}`;
    const fingerprint = fingerprintOf(request.method, request.url, request.body);
    if (!fingerprint)
      return reply
        .code(400)
        .send({ message: "Invalid body: nested too deeply", code: "request.too-deep" } satisfies ErrorReply);
    const claimed = await fromRedis(
      redis.set(
        redisKey,
        JSON.stringify({ state: "in-flight", fingerprint } satisfies Stored),
        "EX",
        IN_FLIGHT_S,
        "NX",
      ),
    );
    if (claimed === "OK") {
      request.idempotency = { redisKey, fingerprint };
      return;
    }
    const stored = JSON.parse((await fromRedis(redis.get(redisKey))) ?? "null") as Stored | null;
    if (stored && stored.fingerprint !== fingerprint) {
      return reply.code(422).send({
        message: "This Idempotency-Key was already used for a different request",
        code: "idempotency.key-reused",
      } satisfies ErrorReply);
    }
    if (!stored || stored.state === "in-flight") {
      return reply
        .code(409)
        .header("retry-after", "1")
        .send({
          message: "The same request is still being handled; try again in a moment",
          code: "idempotency.in-progress",
        } satisfies ErrorReply);
    }
    return replay(reply, stored);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    // A passing failure (5xx), a refusal to try later, or a conflict that a retry may resolve
    // frees the key, so the retry runs again.
    if (reply.statusCode >= 500 || reply.statusCode === 429 || reply.statusCode === 409) {
      await redis
        .del(held.redisKey)
        .catch((error: unknown) => request.log.warn({ err: error }, "idempotency key not freed"));
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : "";
    const stored: Stored = { state: "done", fingerprint: held.fingerprint, status: reply.statusCode, headers, body };
    // The write happened: its reply goes out even if Redis cannot keep it (the key then expires
    // in IN_FLIGHT_S, and a retry's ids still make the log de-duplicate it for two minutes).
    await redis
      .set(held.redisKey, JSON.stringify(stored), "EX", KEEP_REPLY_S)
      .catch((error: unknown) => request.log.warn({ err: error }, "idempotent reply not kept"));
    return payload;
  });
}

function redisAway(error: unknown): never {
  throw new Unavailable("Kumite cannot take this request right now; try again in a moment", {
    cause: error,
    code: "request.unavailable",
  });
}

/** What identifies the request a key was first used for; null for a body too deep to read. */
function fingerprintOf(method: string, url: string, body: unknown): string | null {
  // A POST's is its URL and body alone, as every kept reply's (24 h) is, so a retry across an upgrade
  // still matches; other methods add their own, as one URL takes several (PATCH and DELETE of a connection).
  const target = method === "POST" ? url : `${method} ${url}`;
  try {
    return createHash("sha256")
      .update(`${target}\n${JSON.stringify(body ?? null)}`)
      .digest("base64url");
  } catch {
    return null;
  }
}

const isStream = (body: unknown): boolean =>
  typeof body === "object" && body !== null && typeof (body as { pipe?: unknown }).pipe === "function";

function replay(reply: FastifyReply, stored: Extract<Stored, { state: "done" }>) {
  // Bytes are sent as they are, past any response schema: they were serialised the first time.
  return reply
    .code(stored.status)
    .headers({ ...stored.headers, [IDEMPOTENT_REPLAY_HEADER]: "true" })
    .send(Buffer.from(stored.body));
}
