import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { AggregateRepository } from "@kumite/kit/decider";
import { EventStore } from "@kumite/kit/event-store";
import type { Nats } from "@kumite/kit/nats";
import { Projector, type ProjectorOptions } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";
import type { Logger } from "pino";
import { postDecider } from "./domain/post.ts";
import { uploadDecider } from "./domain/upload.ts";
import type { SocialDeps } from "./deps.ts";
import { authorsProjection } from "./projections/authors.ts";
import { postsProjection } from "./projections/posts.ts";
import { uploadsProjection } from "./projections/uploads.ts";
import { ProjectionCache } from "./queries/projection-cache.ts";
import type { ObjectStorage } from "./storage/port.ts";

/** Wires social onto live connections: streams, projections, repositories. */
export async function startSocial(options: {
  nats: Nats;
  store: ReadStore;
  storage: ObjectStorage;
  logger: Logger;
  consumerPrefix: string;
  lease?: ProjectorOptions["lease"];
}): Promise<SocialDeps> {
  const events = new EventStore(options.nats);
  await events.ensureStream(SOCIAL_STREAM);
  // Social projects identity's users; the stream may not exist yet if identity never started.
  await events.ensureStream(IDENTITY_STREAM);
  const projector = new Projector({
    nats: options.nats,
    store: options.store,
    projections: [postsProjection, authorsProjection, uploadsProjection],
    logger: options.logger,
    consumerPrefix: options.consumerPrefix,
    lease: options.lease,
  });
  await projector.start();
  return {
    store: options.store,
    projector,
    posts: new AggregateRepository(events, SOCIAL_STREAM.name, postDecider),
    uploads: new AggregateRepository(events, SOCIAL_STREAM.name, uploadDecider),
    storage: options.storage,
    feedCache: new ProjectionCache(projector, [postsProjection.name, authorsProjection.name]),
    trendingCache: new ProjectionCache(projector, [postsProjection.name]),
    clock: () => new Date(),
  };
}
