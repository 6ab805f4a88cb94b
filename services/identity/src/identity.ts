import { IDENTITY_PRIVATE_STREAM, IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { AggregateRepository } from "@kumite/kit/decider";
import { EventStore } from "@kumite/kit/event-store";
import type { Nats } from "@kumite/kit/nats";
import { Projector, type ProjectorOptions } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { Reservations } from "@kumite/kit/reservations";
import { SessionStore } from "@kumite/kit/sessions";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { credentialsDecider } from "./domain/credentials.ts";
import { userDecider } from "./domain/user.ts";
import type { IdentityDeps } from "./deps.ts";
import { credentialsProjection } from "./projections/credentials.ts";
import { usersProjection } from "./projections/users.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export const RESERVATIONS_BUCKET = "identity_reservations";

/** Wires identity onto live connections: streams, projections, repositories. */
export async function startIdentity(options: {
  nats: Nats;
  redis: Redis;
  store: ReadStore;
  logger: Logger;
  consumerPrefix: string;
  lease?: ProjectorOptions["lease"];
}): Promise<IdentityDeps> {
  const events = new EventStore(options.nats);
  await events.ensureStream(IDENTITY_STREAM);
  await events.ensureStream(IDENTITY_PRIVATE_STREAM);
  const projector = new Projector({
    nats: options.nats,
    store: options.store,
    projections: [usersProjection, credentialsProjection],
    logger: options.logger,
    consumerPrefix: options.consumerPrefix,
    lease: options.lease,
  });
  await projector.start();
  return {
    events,
    store: options.store,
    projector,
    sessions: new SessionStore(options.redis),
    reservations: await Reservations.open(options.nats, RESERVATIONS_BUCKET),
    users: new AggregateRepository(events, IDENTITY_STREAM.name, userDecider),
    credentials: new AggregateRepository(events, IDENTITY_PRIVATE_STREAM.name, credentialsDecider),
    clock: () => new Date(),
    passwords: { hash: hashPassword, verify: verifyPassword },
  };
}
