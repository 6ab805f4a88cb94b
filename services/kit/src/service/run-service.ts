import { join } from "node:path";
import { Redis } from "ioredis";
import pino from "pino";
import { SERVICE_CATALOG } from "@kumite/contracts/services";
import { loadConfig } from "../config.ts";
import { newId } from "../ids.ts";
import { loggerOptions } from "../logger.ts";
import { connectNats } from "../nats.ts";
import { ProjectionLease } from "../projection/lease.ts";
import { createMemoryReadStore } from "../read-store/memory.ts";
import { createMongoReadStore } from "../read-store/mongo.ts";
import type { AggregateDefinitions, ServiceDefinition } from "./define-service.ts";
import { listenWhileStarting } from "./listen-while-starting.ts";
import { startService } from "./start-service.ts";
import { onStopSignal } from "./stop-signals.ts";

/**
 * A service's main.ts: read the environment, listen on its port from the catalog (answering "not
 * ready" until the service is built), connect NATS, Redis and the read store (MongoDB when
 * MONGO_URL is set, else in memory, restored from its snapshot in `<DATA_DIR>/<service>` and brought
 * up to date from the log), start the service, hand the port to it, and close everything on the
 * first SIGTERM / SIGINT (which saves the memory read store's snapshot). A slow NATS or JetStream
 * makes the start wait (kit's untilJetStreamAnswers), never fail.
 */
export async function runService<Definitions extends AggregateDefinitions, Extra>(
  definition: ServiceDefinition<Definitions, Extra>,
): Promise<void> {
  const { name } = definition;
  const config = loadConfig({ PORT: String(SERVICE_CATALOG[name].port), ...process.env });
  const logger = pino(loggerOptions(name, config.LOG_LEVEL, config.LOG_PRETTY));
  const starting = await listenWhileStarting(name, config.PORT, config.HOST);
  const nats = await connectNats(config.NATS_URL, name, { replicas: config.NATS_REPLICAS, logger });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const store = config.MONGO_URL
    ? await createMongoReadStore(config.MONGO_URL, `kumite_${name}`)
    : createMemoryReadStore();
  // A memory read model belongs to this process alone, so it projects for itself under its own
  // consumer names; a Mongo one is shared, so one instance at a time projects into it.
  const instance = newId().slice(0, 8);
  const { app, stop } = await startService(definition, {
    nats,
    redis,
    store,
    logger,
    actorSecret: config.ACTOR_SECRET,
    consumerPrefix: store.kind === "memory" ? `${name}_${instance}` : name,
    lease: store.kind === "mongo" ? { lease: await ProjectionLease.open(nats), owner: instance } : undefined,
    // A memory read model is saved to disk now and then and at shutdown, and loaded at start.
    snapshots: store.kind === "memory" ? { dir: join(config.DATA_DIR, name) } : undefined,
    serverFactory: starting.serverFactory,
    readiness: {
      nats: async () => {
        if (nats.connection.isClosed()) throw new Error("NATS connection closed");
        await nats.connection.rtt();
      },
      redis: () => redis.ping(),
      readStore: () => store.ping(),
    },
  });
  await app.ready();
  starting.handOver();
  logger.info({ port: config.PORT }, "ready to take requests once its read models caught up");

  onStopSignal(logger, async () => {
    await app.close();
    await starting.close();
    await stop();
    await Promise.allSettled([nats.connection.drain(), redis.quit(), store.close()]);
    process.exit(0);
  });
}
