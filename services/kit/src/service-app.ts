import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { ACTOR_HEADER, POSITION_HEADER, REQUEST_ID_HEADER } from "@kumite/contracts/http";
import { verifyActor, type Actor } from "./actor.ts";
import { HttpError, Unauthenticated } from "./errors.ts";
import { newId } from "./ids.ts";
import type { AppendResult } from "./event-store.ts";
import { formatPositions, parsePositions } from "./position.ts";
import type { Projector } from "./projector.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the gateway says is calling; userId is null for a signed-out caller. */
    actor: Actor;
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
};

const OPEN_PATHS = new Set(["/healthz", "/readyz"]);
const POSITION_WAIT_MS = 2000;

/** A Fastify instance with everything a Kumite service shares; the caller adds its routes. */
export function createServiceApp(options: ServiceAppOptions) {
  const app = Fastify({
    loggerInstance: options.logger || undefined,
    logger: options.logger ? undefined : false,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => newId(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorateRequest("actor", null as unknown as Actor);
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (OPEN_PATHS.has(path)) return;
    const actor = verifyActor(headerValue(request, ACTOR_HEADER), options.actorSecret);
    if (!actor) return reply.code(401).send({ message: "Unsigned or expired call: go through the gateway" });
    request.actor = actor;
  });

  if (options.projector) {
    const projector = options.projector;
    app.addHook("preHandler", async (request) => {
      if (request.method !== "GET") return;
      const positions = parsePositions(headerValue(request, POSITION_HEADER));
      await Promise.all([...positions].map(([stream, sequence]) => projector.waitFor(stream, sequence, POSITION_WAIT_MS)));
    });
  }

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        message: `Invalid ${error.validationContext ?? "request"}: ${error.validation.map(describeIssue).join("; ")}`,
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.split("/").filter(Boolean),
          message: issue.message ?? "is invalid",
        })),
      });
    }
    if (error instanceof HttpError) return reply.code(error.status).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message });
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side" });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split("?")[0]}` }),
  );

  app.get("/healthz", async () => ({ status: "ok", service: options.name }));
  app.get("/readyz", async (_request, reply) => {
    const projector = options.projector;
    const checks = Object.entries({
      ...options.readiness,
      ...(projector ? { projections: async () => projector.checkCaughtUp() } : {}),
    });
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          return [name, "ok"] as const;
        } catch (error) {
          return [name, error instanceof Error ? error.message : String(error)] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result === "ok");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready", checks: Object.fromEntries(results) });
  });

  return app;
}

export type ServiceApp = ReturnType<typeof createServiceApp>;

/** The signed-in user's id, or 401. */
export function signedInUser(request: FastifyRequest): string {
  if (!request.actor?.userId) throw new Unauthenticated();
  return request.actor.userId;
}

/** Tells the caller where its write landed, so its next queries can wait for it anywhere. */
export function positionHeader(position: AppendResult | null): Record<string, string> {
  return position ? { [POSITION_HEADER]: formatPositions(new Map([[position.stream, position.sequence]])) } : {};
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function describeIssue(issue: { instancePath: string; message?: string }): string {
  const path = issue.instancePath.split("/").filter(Boolean).join(".");
  return path ? `${path} ${issue.message ?? "is invalid"}` : (issue.message ?? "is invalid");
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);
}

export type { FastifyInstance, ZodTypeProvider };
