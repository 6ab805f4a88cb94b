import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerFactory,
} from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ErrorReply } from "@kumite/contracts/errors";
import { ACTOR_HEADER, POSITION_HEADER, REQUEST_ID_HEADER } from "@kumite/contracts/http";
import { JSON_BODY_LIMIT_BYTES } from "@kumite/contracts/limits";
import { parsePositions } from "@kumite/contracts/positions";
import { verifyActor, type Actor } from "../actor.ts";
import { SIGN_IN_TO_CONTINUE, Unauthenticated } from "../errors.ts";
import { newId } from "../ids.ts";
import { kumiteMetrics } from "../metrics/plugin.ts";
import type { Metrics } from "../metrics/registry.ts";
import { blocksCurrent, hidesAnyone, hides, sightOf, Blocked, type Sight } from "../members/block-rule.ts";
import { MemberNotFound } from "../members/refusals.ts";
import type { Projector } from "../projection/projector.ts";
import type { ReadStore } from "../read-store/port.ts";
import { membersNamed } from "./block-reach.ts";
import { screenReply } from "./block-screen.ts";
import { registerWrittenPositions } from "./written-positions.ts";
import { replyWithError } from "./error-replies.ts";
import { registerIdempotency } from "./idempotency.ts";
import { within } from "./within.ts";
import { registerOpenApi } from "./open-api.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the gateway says is calling; userId is null for a signed-out caller. */
    actor: Actor;
    /** The signed-in member's id. Routes that are not `open` only run for a signed-in member. */
    readonly memberId: string;
    /** What the signed-in member may see of others (the block rule), read once per call. */
    sight(): Promise<Sight>;
  }
  interface FastifyContextConfig {
    /** A signed-out visitor may call it (sign-up, sign-in). Every other route needs a session. */
    open?: boolean;
    /**
     * false: a write whose repeat is harmless and that stores no reply worth keeping (a typing
     * hint, a read marker): its Idempotency-Key is ignored instead of kept in Redis for a day.
     */
    idempotency?: boolean;
    /**
     * Why this route's replies show members hidden from the reader by a block (the reader's own
     * list of whom they blocked). Every other route's replies pass the block rule's screen.
     */
    unscreened?: string;
    /**
     * Why this route may name a member who blocked the caller or whom they blocked (blocking,
     * reporting, removing from a dojo). Every other route is refused such a member.
     */
    reachesBlocked?: string;
  }
}

export type ReadinessCheck = () => Promise<unknown>;

export type ServiceAppOptions = {
  name: string;
  actorSecret: string;
  logger: Logger | false;
  /** Queries wait (bounded) for these projections to reach the caller's position token. */
  projector?: Projector;
  readiness?: Record<string, ReadinessCheck>;
  bodyLimit?: number;
  /** Served at /metrics; the same object the event store and the projector record into. */
  metrics?: Metrics;
  /** Keeps the replies of POSTs sent with an Idempotency-Key for 24 hours. */
  redis?: Redis;
  /** The read models with the blocks projection: every signed-in call is held to the block rule. */
  store?: ReadStore;
  /** The server the app answers on, listening already (kit's listenWhileStarting); else Fastify's own. */
  serverFactory?: FastifyServerFactory;
};

/** Operational routes: called by probes and the gateway's docs, never by a member. */
const INTERNAL_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/openapi.json"]);
const POSITION_WAIT_MS = 2000;
/** The answer of a service whose read models are still replaying the log. */
export const STARTING = "Kumite is starting: try again in a moment";
export const READ_BEHIND = "Kumite is still catching up with your last change: try again in a moment";
export const STARTING_RETRY_AFTER_S = 1;
const NOT_FOUND = "Not found";
const READINESS_TIMEOUT_MS = 2000;

/**
 * A Fastify instance with what every Kumite service shares: zod validation and OpenAPI, the signed
 * actor, the signed-in check, read-your-writes waits, error replies, health and readiness.
 */
export async function createServiceApp(options: ServiceAppOptions) {
  const app = Fastify({
    // pino's Logger is what Fastify logs with; typed as Fastify's own so plugins accept the app.
    loggerInstance: (options.logger || undefined) as FastifyBaseLogger | undefined,
    logger: options.logger ? undefined : false,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => newId(),
    bodyLimit: options.bodyLimit ?? JSON_BODY_LIMIT_BYTES,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.metrics) await app.register(kumiteMetrics, { metrics: options.metrics });
  await registerOpenApi(app, options.name);
  // Before idempotency's: a kept reply keeps its position header.
  registerWrittenPositions(app);
  if (options.redis) registerIdempotency(app, options.name, options.redis);

  app.decorateRequest("actor", null as unknown as Actor);
  app.decorateRequest("memberId", {
    getter(this: FastifyRequest) {
      if (!this.actor?.userId) throw new Unauthenticated(SIGN_IN_TO_CONTINUE, { code: "auth.required" });
      return this.actor.userId;
    },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (INTERNAL_PATHS.has(request.url.split("?")[0] ?? "")) return;
    const actor = verifyActor(headerValue(request, ACTOR_HEADER), options.actorSecret, request);
    if (!actor)
      return reply.code(401).send({
        message: "Unsigned or expired call: go through the gateway",
        code: "auth.unsigned-call",
      } satisfies ErrorReply);
    request.actor = actor;
    if (!actor.userId && !request.routeOptions.config.open)
      return reply.code(401).send({ message: SIGN_IN_TO_CONTINUE, code: "auth.required" } satisfies ErrorReply);
  });

  if (options.store) registerBlockRule(app, options.store, options.projector);

  const projector = options.projector;
  if (projector) {
    // Until the read models have replayed the log as it stood at start, any answer could be a
    // half-built list or a false "not found": every API call is told to come back shortly.
    let caughtUp = false;
    app.addHook("onRequest", async (request, reply) => {
      if (caughtUp || INTERNAL_PATHS.has(request.url.split("?")[0] ?? "")) return;
      try {
        projector.checkCaughtUp();
        caughtUp = true;
      } catch {
        return reply
          .code(503)
          .header("retry-after", String(STARTING_RETRY_AFTER_S))
          .send({ message: STARTING, code: "service.starting" } satisfies ErrorReply);
      }
    });
    // A read that sends a write's position sees that write: when the read models have not reached
    // it in time, the answer is "ask again" rather than a list without it. A position the log does
    // not hold (made up) is not waited for; with NATS not answering, the read is served as it stands.
    app.addHook("preHandler", async (request, reply) => {
      if (request.method !== "GET") return;
      const positions = parsePositions(headerValue(request, POSITION_HEADER));
      const behind = await Promise.all(
        [...positions].map(
          async ([stream, sequence]) =>
            !(await projector.waitFor(stream, sequence, POSITION_WAIT_MS)) &&
            (await projector.logHolds(stream, sequence)) === true,
        ),
      );
      if (behind.some(Boolean))
        return reply
          .code(503)
          .header("retry-after", "1")
          .send({ message: READ_BEHIND, code: "read.behind" } satisfies ErrorReply);
    });
  }

  app.setErrorHandler(replyWithError);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `No route ${request.method} ${request.url.split("?")[0]}`,
      code: "route.not-found",
    } satisfies ErrorReply),
  );

  app.get("/healthz", async () => ({ status: "ok", service: options.name }));
  app.get("/readyz", async (_request, reply) => {
    const checks = Object.entries({
      ...options.readiness,
      ...(projector ? { projections: async () => projector.checkReady() } : {}),
    });
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await within(check(), READINESS_TIMEOUT_MS, "readiness check");
          return [name, "ok"] as const;
        } catch (error) {
          return [name, error instanceof Error ? error.message : String(error)] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result === "ok");
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? "ready" : "not ready", checks: Object.fromEntries(results) });
  });

  return app;
}

export type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;

/**
 * The block rule on every signed-in route by default (members/block-rule.ts): a call naming a member
 * hidden from the caller is refused (a read as not found, a write as blocked), and every reply is
 * screened. A route that must do otherwise says why in its config (`unscreened`, `reachesBlocked`).
 */
function registerBlockRule(app: FastifyInstance, store: ReadStore, projector: Projector | undefined) {
  // The screen finds members by the reply's declared schema: a screened route without one could
  // show anyone, so it is refused when added rather than at a member's first call.
  app.addHook("onRoute", (route) => {
    if (INTERNAL_PATHS.has(route.url) || route.config?.unscreened || route.config?.open) return;
    const replies = Object.keys((route.schema?.response ?? {}) as object);
    if (!replies.some((status) => status.startsWith("2")))
      throw new Error(`${route.method} ${route.url} declares no reply schema, which the block screen reads`);
  });
  app.decorateRequest("sight", function (this: FastifyRequest) {
    return sightOf(store, this.memberId);
  });
  app.addHook("preHandler", async (request) => {
    if (!request.actor?.userId || request.routeOptions.config.reachesBlocked) return;
    const named = membersNamed({
      routePath: request.routeOptions.url ?? "",
      params: request.params,
      body: request.body,
    });
    if (named.length === 0) return;
    // A write is decided on every block stored so far, not on a read model a moment behind.
    if (request.method !== "GET" && projector) await blocksCurrent({ store, projector });
    const sight = await request.sight();
    if (!named.some((memberId) => hides(sight, memberId))) return;
    throw request.method === "GET" ? new MemberNotFound() : new Blocked();
  });
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (!request.actor?.userId || request.routeOptions.config.unscreened || reply.statusCode >= 300) return payload;
    const sight = await request.sight();
    if (!hidesAnyone(sight)) return payload;
    const screened = screenReply(payload, replySchema(request, reply.statusCode), sight);
    if (screened.found) return screened.reply;
    reply.code(404);
    return { message: NOT_FOUND, code: "not-found" } satisfies ErrorReply;
  });
}

/**
 * The schema a route declares for this reply (every screened route declares one: checked when the
 * route is added), by its status or its class (`2xx`).
 */
function replySchema(request: FastifyRequest, status: number): z.core.$ZodType {
  const replies = (request.routeOptions.schema?.response ?? {}) as Record<string, z.core.$ZodType>;
  const schema = replies[status] ?? replies[`${Math.floor(status / 100)}xx`];
  if (!schema) throw new Error(`${request.method} ${request.url} answered ${status}, which it declares no schema for`);
  return schema;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
