import { Redis } from "ioredis";
import pino, { type Logger } from "pino";
import { loadConfig, type ServiceConfig } from "./config.ts";
import { newId } from "./ids.ts";
import { loggerOptions } from "./logger.ts";
import { connectNats, type Nats } from "./nats.ts";
import { ProjectionLease } from "./projection-lease.ts";
import { createMemoryReadStore } from "./read-store/memory.ts";
import { createMongoReadStore } from "./read-store/mongo.ts";
import type { ReadStore } from "./read-store/port.ts";

/** The part of a Fastify app that running it needs; any type provider fits. */
type Listening = { listen(options: { port: number; host: string }): Promise<string>; close(): Promise<unknown> };

export type ServiceRuntime = {
  config: ServiceConfig;
  nats: Nats;
  redis: Redis;
  store: ReadStore;
  logger: Logger;
  /** Names this process's projection consumers (see Projector). */
  consumerPrefix: string;
  /** Set with a shared (Mongo) read store: only the holder of the lease projects. */
  lease?: { lease: ProjectionLease; owner: string };
  readiness: Record<string, () => Promise<unknown>>;
};

/**
 * What every service's main.ts does: read the environment, connect NATS, Redis and the read store
 * (MongoDB when MONGO_URL is set, else in memory and rebuilt from the log), build the app, listen,
 * and close everything on SIGTERM / SIGINT.
 */
export async function runService(
  name: string,
  defaultPort: number,
  build: (runtime: ServiceRuntime) => Promise<{ app: Listening; stop: () => Promise<void> }>,
): Promise<void> {
  const config = loadConfig({}, { PORT: String(defaultPort), ...process.env });
  const logger = pino(loggerOptions(name, config.LOG_LEVEL, config.LOG_PRETTY));
  const nats = await connectNats(config.NATS_URL, name);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const store = config.MONGO_URL ? await createMongoReadStore(config.MONGO_URL, `kumite_${name}`) : createMemoryReadStore();
  // A memory read model belongs to this process alone, so it projects for itself under its own
  // consumer names; a Mongo one is shared, so one instance at a time projects into it.
  const instance = newId().slice(0, 8);
  const consumerPrefix = store.kind === "memory" ? `${name}_${instance}` : name;
  const lease = store.kind === "mongo" ? { lease: await ProjectionLease.open(nats), owner: instance } : undefined;
  const readiness = {
    nats: async () => {
      if (nats.connection.isClosed()) throw new Error("NATS connection closed");
      await nats.connection.rtt();
    },
    redis: () => redis.ping(),
    readStore: () => store.ping(),
  };
  const { app, stop } = await build({ config, nats, redis, store, logger, consumerPrefix, readiness, lease });
  await app.listen({ port: config.PORT, host: config.HOST });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    await app.close();
    await stop();
    await Promise.allSettled([nats.connection.drain(), redis.quit(), store.close()]);
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}
