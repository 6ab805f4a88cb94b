import type { FastifyServerFactory } from "fastify";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { Aggregate, type AggregateDefinition } from "../aggregate.ts";
import type { Command, DomainEvent } from "../decider.ts";
import { EventStore } from "../event-store.ts";
import { createServiceApp, type ReadinessCheck, type ServiceApp } from "../http/service-app.ts";
import { createMetrics } from "../metrics/registry.ts";
import type { Nats } from "../nats.ts";
import type { ProjectionLease } from "../projection/lease.ts";
import { Projector } from "../projection/projector.ts";
import type { SnapshotOptions } from "../projection/snapshots.ts";
import type { ReadStore } from "../read-store/port.ts";
import { isProduction } from "../config.ts";
import { announcer } from "../live.ts";
import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { memberDataReaction } from "../member-data/member-data-reaction.ts";
import { blocksProjection, keepSights } from "../members/blocks.ts";
import { startReactions } from "../reaction/reactions.ts";
import type { AggregateDefinitions, AggregatesOf, BaseDeps, ServiceDefinition, ServiceDeps } from "./define-service.ts";

/** How long a write waits for its own read models before it answers. */
const WRITE_SETTLE_MS = 10_000;

// Turns a service declaration into a running service on live connections: its streams, its
// projector, its aggregates, its own dependencies, its reactions and its Fastify app (which does
// not listen).

export type ServiceConnections = {
  nats: Nats;
  redis: Redis;
  store: ReadStore;
  logger: Logger;
  actorSecret: string;
  /** Names this process's projection consumers (see Projector). */
  consumerPrefix: string;
  /** Set with a shared (Mongo) read store: only the holder of the lease projects. */
  lease?: { lease: ProjectionLease; owner: string };
  /** Names the durable consumers its reactions share with its other instances (default: its name). */
  reactionGroup?: string;
  /** With a memory read store: where its snapshots live, so a restart resumes instead of replaying. */
  snapshots?: SnapshotOptions;
  readiness?: Record<string, ReadinessCheck>;
  /** The port's server, listening since the process began (kit's listenWhileStarting). */
  serverFactory?: FastifyServerFactory;
  /** Logs requests; tests turn it off. */
  logRequests?: boolean;
  env?: NodeJS.ProcessEnv;
};

export type StartedService<Deps> = {
  app: ServiceApp;
  deps: Deps;
  stop: () => Promise<void>;
};

export async function startService<Definitions extends AggregateDefinitions, Extra>(
  definition: ServiceDefinition<Definitions, Extra>,
  connections: ServiceConnections,
): Promise<StartedService<ServiceDeps<Definitions, Extra>>> {
  const { nats, redis, store, logger } = connections;
  // The block rule holds on every route of every service (members/block-rule.ts): it reads the blocks.
  if (!definition.projections.includes(blocksProjection))
    throw new Error(`${definition.name} lists no blocksProjection: the block rule needs it`);
  const metrics = createMetrics({ service: definition.name });
  const events = new EventStore(nats, metrics);
  // A part of members' exports is gathered on identity's requests: its stream must be there to react to.
  const exportRequests = definition.memberData ? [IDENTITY_STREAM] : [];
  for (const stream of [...definition.owns, ...(definition.reads ?? []), ...exportRequests])
    await events.ensureStream(stream);
  const projector = new Projector({
    nats,
    store,
    projections: definition.projections,
    logger,
    consumerPrefix: connections.consumerPrefix,
    lease: connections.lease,
    metrics,
    snapshots: connections.snapshots,
  });
  keepSights(store, projector);
  const base: BaseDeps<Definitions> = {
    name: definition.name,
    events,
    store,
    projector,
    aggregates: {} as AggregatesOf<Definitions>,
    nats,
    redis,
    logger,
    clock: () => new Date(),
  };
  // A write's reply is read back from the read models it changed: it waits for them longer than a
  // read does (a NATS leader election holds the consumers for several seconds), or a stored write
  // could be answered from a model without it, even "not found".
  const settle = (position: { stream: string; sequence: number }) =>
    projector.waitFor(position.stream, position.sequence, WRITE_SETTLE_MS);
  for (const [name, aggregate] of Object.entries(definition.aggregates)) {
    // Each definition was checked against its own decider's types where the service declares it.
    const definition = aggregate as AggregateDefinition<unknown, Command, DomainEvent>;
    (base.aggregates as Record<string, unknown>)[name] = new Aggregate(definition, events, {
      settle,
      clock: () => deps.clock(),
      announce: definition.tells && announcer(base, definition.tells),
    });
  }
  const extra = (await definition.extend?.(base, connections.env ?? process.env)) ?? ({} as Extra);
  const deps: ServiceDeps<Definitions, Extra> = Object.assign(base, extra);
  // Started after `extend`, so caches it sets up hear of every event.
  await projector.start();

  const app = await createServiceApp({
    name: definition.name,
    actorSecret: connections.actorSecret,
    logger: connections.logRequests === false ? false : logger,
    projector,
    readiness: connections.readiness,
    serverFactory: connections.serverFactory,
    bodyLimit: definition.bodyLimit,
    metrics,
    redis,
    store: blockRuleFor(store, connections.env ?? process.env, logger),
  });
  for (const plugin of definition.plugins ?? []) await app.register(plugin);
  for (const routes of definition.routes) await app.register(routes, { deps });
  // Their handlers read the read models: they begin once the projections caught up.
  const reactions = await startReactions({
    nats,
    // Its part of a member's export, if it declares one: gathered by the kit, not by each service.
    reactions: [
      ...(definition.reactions ?? []),
      ...(definition.memberData ? [memberDataReaction(definition.memberData)] : []),
    ],
    group: connections.reactionGroup ?? definition.name,
    deps,
    logger,
    metrics,
    ready: () => projector.checkCaughtUp(),
  });
  const jobs = (definition.jobs ?? []).map((job) => job(deps, connections.env ?? process.env));
  return {
    app,
    deps,
    stop: async () => {
      await Promise.all(jobs.map((job) => job.stop()));
      await reactions.stop();
      await projector.stop();
    },
  };
}

/** Set to measure the block rule's cost against a run without it (infra/bench/blocks.ts): never in production. */
export const BENCH_WITHOUT_BLOCK_RULE = "BENCH_WITHOUT_BLOCK_RULE";

/** The store the kit's block rule reads: every service's, unless a bench measures without the rule. */
function blockRuleFor(store: ReadStore, env: NodeJS.ProcessEnv, logger: Logger): ReadStore | undefined {
  if (env[BENCH_WITHOUT_BLOCK_RULE] !== "1") return store;
  if (isProduction(env)) throw new Error(`${BENCH_WITHOUT_BLOCK_RULE} is for benches: it never runs in production`);
  logger.warn("the block rule's screen and reach check are off: a bench measures their cost");
  return undefined;
}
