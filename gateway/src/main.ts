import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pino from "pino";
import { loggerOptions, onStopSignal } from "@kumite/kit/process";
import { connectNats } from "@kumite/kit/nats";
import { SessionStore } from "@kumite/kit/sessions";
import { buildGateway } from "./app.ts";
import { cachedSessions } from "./session-cache.ts";
import { loadGatewayConfig, upstreamsOf } from "./config.ts";

const config = (() => {
  try {
    return loadGatewayConfig(process.env);
  } catch (error) {
    // A configuration mistake is the operator's to fix: say what, without a stack trace.
    console.error(`gateway: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const logger = pino(loggerOptions("gateway", config.LOG_LEVEL, config.LOG_PRETTY));
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
const subscriber = redis.duplicate();
const nats = await connectNats(config.NATS_URL, "gateway");
const app = await buildGateway({
  upstreams: upstreamsOf(config),
  sessions: await cachedSessions(new SessionStore(redis), subscriber),
  redis,
  nats: nats.connection,
  actorSecret: config.ACTOR_SECRET,
  authRateLimit: config.AUTH_RATE_LIMIT,
  openRateLimit: config.OPEN_RATE_LIMIT,
  securityHeaders: {
    https: config.COOKIE_SECURE,
    connectTo: config.S3_PUBLIC_ENDPOINT ? [config.S3_PUBLIC_ENDPOINT] : [],
    mapTiles: config.MAP_TILE_URL,
  },
  // One setting for the page's policy and for the map it draws.
  mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  trustProxy: config.TRUST_PROXY,
  webDist: config.WEB_DIST ?? fileURLToPath(new URL("../../web/dist", import.meta.url)),
  logger,
});
await app.listen({ port: config.PORT, host: config.HOST });

onStopSignal(logger, async () => {
  await app.close();
  await Promise.allSettled([redis.quit(), subscriber.quit(), nats.connection.drain()]);
  process.exit(0);
});
