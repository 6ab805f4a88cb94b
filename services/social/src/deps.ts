import type { PostEvent, UploadEvent } from "@kumite/contracts/social/events";
import type { AggregateRepository } from "@kumite/kit/decider";
import type { Projector } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";
import type { PostCommand, PostState } from "./domain/post.ts";
import type { UploadCommand, UploadState } from "./domain/upload.ts";
import type { TrendingTopics } from "@kumite/contracts/social/views";
import type { CachedPage, ProjectionCache } from "./queries/projection-cache.ts";
import type { ObjectStorage } from "./storage/port.ts";

/** Everything social's handlers need; main.ts wires the real ones, tests their own. */
export type SocialDeps = {
  store: ReadStore;
  projector: Projector;
  posts: AggregateRepository<PostState, PostCommand, PostEvent>;
  uploads: AggregateRepository<UploadState, UploadCommand, UploadEvent>;
  storage: ObjectStorage;
  feedCache: ProjectionCache<CachedPage>;
  trendingCache: ProjectionCache<TrendingTopics>;
  clock: () => Date;
};
