import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ServiceName } from "@kumite/contracts/services";
import type { Aggregate, AggregateDefinition } from "../aggregate.ts";
import type { Command, Decider, DomainEvent } from "../decider.ts";
import type { EventStore, StreamDefinition } from "../event-store.ts";
import type { Nats } from "../nats.ts";
import type { Projection } from "../projection/define.ts";
import type { Projector } from "../projection/projector.ts";
import type { Reaction } from "../reaction/define.ts";
import type { ReadStore } from "../read-store/port.ts";
import type { MemberDataSource } from "./member-data.ts";

// One declaration per service (services/<name>/src/service.ts): its name, the streams it owns and
// reads, its aggregates, projections, reactions and routes. It drives main.ts, the test harness, the built
// app and the gateway's test stack alike; its port and API paths come from contracts/services.ts.

/** A service's aggregates by name; each is an AggregateDefinition of its own decider's types. */
export type AggregateDefinitions = Record<
  string,
  Pick<AggregateDefinition<unknown, Command, DomainEvent>, "stream" | "subject"> & { decider: object }
>;

export type AggregatesOf<Definitions extends AggregateDefinitions> = {
  [Name in keyof Definitions]: Definitions[Name] extends { decider: Decider<infer State, infer C, infer Event> }
    ? Aggregate<State, C, Event>
    : never;
};

/** What every service's handlers get from the kit. */
export type BaseDeps<Definitions extends AggregateDefinitions> = {
  name: ServiceName;
  events: EventStore;
  store: ReadStore;
  projector: Projector;
  aggregates: AggregatesOf<Definitions>;
  nats: Nats;
  redis: Redis;
  logger: Logger;
  /** Stamped into every command; replaceable (the seed spreads posts over a month). */
  clock: () => Date;
};

/** A service's dependencies: the kit's plus its own (`extend`). */
export type ServiceDeps<Definitions extends AggregateDefinitions, Extra = object> = BaseDeps<Definitions> & Extra;

/**
 * Time-driven work (a dojo's reminders): started once the service's routes and reactions are, and
 * stopped first on shutdown. Whether more than one instance may run it at once is the job's concern.
 */
export type ServiceJob<Deps> = (deps: Deps, env: NodeJS.ProcessEnv) => { stop: () => Promise<void> };

/** Routes are encapsulated plugins, one file per resource, given the service's dependencies. */
export type ServiceRoutes<Deps> = FastifyPluginAsyncZod<{ deps: Deps }>;

export type ServiceDefinition<Definitions extends AggregateDefinitions, Extra> = {
  name: ServiceName;
  /** The streams it appends to. */
  owns: readonly StreamDefinition[];
  /** Other contexts' streams its projections read; created if missing, so any start order works. */
  reads?: readonly StreamDefinition[];
  aggregates: Definitions;
  projections: readonly Projection[];
  /** Events (its own or another context's) that make it issue commands: reaction/define.ts. */
  reactions?: ReadonlyArray<Reaction<ServiceDeps<Definitions, Extra>>>;
  /** Work driven by the clock rather than by a request or an event. */
  jobs?: ReadonlyArray<ServiceJob<ServiceDeps<Definitions, Extra>>>;
  /** Its part of a member's data export (member-data.ts). */
  memberData?: MemberDataSource<ServiceDeps<Definitions, Extra>>;
  /** Its own dependencies (password hashing, storage, caches), from the kit's and the environment. */
  extend?: (base: BaseDeps<Definitions>, env: NodeJS.ProcessEnv) => Promise<Extra> | Extra;
  /** Shared infrastructure plugins (cookies) registered before the routes. */
  plugins?: readonly FastifyPluginAsync[];
  routes: ReadonlyArray<ServiceRoutes<ServiceDeps<Definitions, Extra>>>;
  /** Largest request body in bytes (the kit's default is JSON_BODY_LIMIT_BYTES). */
  bodyLimit?: number;
};

export function defineService<Definitions extends AggregateDefinitions, Extra = object>(
  definition: ServiceDefinition<Definitions, Extra>,
): ServiceDefinition<Definitions, Extra> {
  return definition;
}
