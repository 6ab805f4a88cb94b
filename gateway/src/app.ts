import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ErrorReply } from "@kumite/contracts/errors";
import { JSON_BODY_LIMIT_BYTES } from "@kumite/contracts/limits";
import { refusalCode, SERVER_ERROR } from "@kumite/kit/http";
import { newId } from "@kumite/kit/ids";
import { kumiteMetrics, createMetrics } from "@kumite/kit/process";
import type { Nats } from "@kumite/kit/nats";
import { MAP_TILES_PATH, type MapTilesView } from "@kumite/contracts/map-tiles";
import type { ServiceName } from "@kumite/contracts/services";
import { registerApiDocs } from "./api-docs.ts";
import { AddressLimit } from "./address-limit.ts";
import { attachmentBody, isAttachmentTooLarge } from "./attachment-body.ts";
import { ARCHIVE_ROUTE, archiveOperation, dataExportArchive } from "./data-export-archive.ts";
import { LiveStreams } from "./live-stream.ts";
import { mapTilesOperation, mapTilesRoute } from "./map-tiles.ts";
import { openCallLimit } from "./open-call-limit.ts";
import { keepRawBody, proxyHandler, serviceOf } from "./proxy.ts";
import { registerSecurityHeaders, type SecurityHeaderOptions } from "./security-headers.ts";
import type { SessionResolver } from "./session-cache.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";
import { upstreamPools } from "./upstream-pool.ts";
import { webAppCacheControl } from "./web-app-caching.ts";

export type GatewayOptions = {
  /** Each service's URL, or the URLs of its instances (upstream-pool.ts). */
  upstreams: Record<ServiceName, string | readonly string[]>;
  sessions: SessionResolver;
  /** Holds the rate-limit counters, so every gateway instance shares them. */
  redis: Redis;
  /** NATS core: the live stream (GET /api/stream) relays `live.user.<id>` from it. */
  nats: Nats["connection"];
  /** The live stream's heartbeat period (tests shorten it); STREAM_HEARTBEAT_MS by default. */
  streamHeartbeatMs?: number;
  actorSecret: string;
  /** Sign-ups, and failed sign-ins, per IP per minute; sign-in also backs off per account. */
  authRateLimit: number;
  /** Calls of each open call (a calendar feed, an appeal) per IP per minute (open-call-limit.ts); 60 by default. */
  openRateLimit?: number;
  /** CSP, HSTS and the other headers of every reply (security-headers.ts); plain HTTP by default. */
  securityHeaders?: SecurityHeaderOptions;
  /** The gyms maps' tile server, told to the web (map-tiles.ts); give the CSP the same `url` (securityHeaders.mapTiles). */
  mapTiles?: MapTilesView;
  webDist?: string;
  logger: Logger | false;
  /** Trust X-Forwarded-For only from proxies we run (addresses, CIDRs); otherwise a client could dodge rate limits. */
  trustProxy?: boolean | string;
};

export async function buildGateway(options: GatewayOptions) {
  const app = Fastify({
    loggerInstance: (options.logger || undefined) as FastifyBaseLogger | undefined,
    logger: options.logger ? undefined : false,
    // The gateway makes every request id itself: a client's own x-request-id would name log lines.
    requestIdHeader: false,
    genReqId: () => newId(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Two lines a call at info is most of what logging costs; failures are logged, calls counted in /metrics.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const metrics = createMetrics({ service: "gateway" });

  // Its own refusals (a body over the limit, too many attempts) carry the code of their status.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "gateway request failed");
      return reply.code(status).send({ message: SERVER_ERROR, code: "server.error" } satisfies ErrorReply);
    }
    const code = isAttachmentTooLarge(error) ? "upload.too-large" : refusalCode(status);
    return reply.code(status).send({ message: error.message, code } satisfies ErrorReply);
  });
  await registerSecurityHeaders(app, options.securityHeaders ?? { https: false });

  // The catch-all route says little: label forwarded calls by the service they went to.
  await app.register(kumiteMetrics, {
    metrics,
    routeLabel: (request) =>
      request.routeOptions.url === "/api/*" ? `/api/* ${serviceOf(request) ?? "none"}` : undefined,
  });
  // The gateway parses no body: it forwards the bytes (up to bodyLimit, else 413) for the service to judge.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, keepRawBody);

  const pools = upstreamPools(options.upstreams, metrics.registry);
  app.addHook("onClose", (_instance, done) => {
    for (const pool of Object.values(pools)) pool.stop();
    done();
  });
  // The gateway's own API routes are documented beside the services'.
  await registerApiDocs(app, pools, {
    "/api/account/exports/{id}/archive": { get: archiveOperation },
    ...(options.mapTiles ? { [MAP_TILES_PATH]: { get: mapTilesOperation } } : {}),
  });
  const forward = await proxyHandler(app, { ...options, pools });
  // Sign-in: failures back off per account and per (IP, account), and count per IP (sign-in-throttle.ts).
  app.post(
    "/api/auth/login",
    new SignInThrottle({ redis: options.redis, failuresPerAddress: options.authRateLimit }).routeOptions(),
    forward,
  );
  // Sign-up: every attempt counts per IP, whatever identity answers.
  const signUps = new AddressLimit({
    redis: options.redis,
    prefix: "kumite-sign-up:ip:",
    max: options.authRateLimit,
    windowMs: 60 * 1000,
  });
  app.post("/api/auth/register", { preHandler: signUps.preHandler() }, forward);
  const live = new LiveStreams({
    nats: options.nats,
    sessions: options.sessions,
    registry: metrics.registry,
    heartbeatMs: options.streamHeartbeatMs,
  });
  app.get("/api/stream", live.handle);
  // Open streams would hold app.close() (and a rolling restart) until every browser left: end them first.
  app.addHook("preClose", (done) => {
    live.closeAll();
    done();
  });
  // A member's data export, put together from every service's part.
  app.get(ARCHIVE_ROUTE, dataExportArchive({ ...options, pools }));
  if (options.mapTiles) mapTilesRoute(app, options.mapTiles);
  app.all("/api/*", { preHandler: openCallLimit(options.redis, options.openRateLimit ?? 60) }, forward);
  // Attachment files stream through: no parser reads them and the JSON body limit does not apply;
  // the 50 MB limit is counted on the way (see attachment-body.ts), the type is social's to check.
  await app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser("*", attachmentBody);
    files.put("/api/objects/uploads/:id", forward);
  });

  app.get("/healthz", async () => ({ status: "ok", service: "gateway" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await options.redis.ping();
    } catch (error) {
      return reply.code(503).send({ status: "not ready", checks: { redis: (error as Error).message } });
    }
    // A closed connection never comes back (a reconnecting one does, and the streams resync).
    if (options.nats.isClosed())
      return reply.code(503).send({ status: "not ready", checks: { nats: "the connection is closed" } });
    return { status: "ready" };
  });

  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, "index.html"));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br and .gz beside every text file (web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header("cache-control", webAppCacheControl(path)),
    });
  app.setNotFoundHandler((request, reply) => {
    // Every non-API GET is a route of the single-page app; the web router shows its own 404.
    if (hasWeb && request.method === "GET" && !request.url.startsWith("/api/"))
      return reply.header("cache-control", webAppCacheControl("index.html")).sendFile("index.html");
    return reply.code(404).send({
      message: `No route ${request.method} ${request.url.split("?")[0]}`,
      code: "route.not-found",
    } satisfies ErrorReply);
  });
  return app;
}
