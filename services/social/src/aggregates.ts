import {
  SOCIAL_STREAM,
  postSubject,
  uploadSubject,
  connectionSubject,
  passSubject,
} from "@kumite/contracts/social/events";
import type { CategoryCount, TrendingTopics } from "@kumite/contracts/social/views";
import { blocksProjection, memberDirectory, suspensionsProjection } from "@kumite/kit/members";
import { ProjectionCache } from "@kumite/kit/projection";
import type { BaseDeps, ServiceDeps } from "@kumite/kit/service";
import { connectionDecider } from "./domain/connection.ts";
import { passesDecider } from "./domain/passes.ts";
import { postDecider } from "./domain/post.ts";
import { uploadDecider } from "./domain/upload.ts";
import { connectionHints } from "./live-hints/connection.ts";
import { feedProjection } from "./projections/feed.ts";
import { CandidatePool } from "./queries/candidate-pool.ts";
import type { CachedPage } from "./queries/feed.ts";
import type { HiddenAuthors } from "./queries/hidden-authors.ts";
import { storageFromEnvironment } from "./storage/from-environment.ts";
import type { ObjectStorage } from "./storage/port.ts";

export const socialAggregates = {
  posts: { stream: SOCIAL_STREAM, subject: postSubject, decider: postDecider, unversioned: ["AddComment"] },
  uploads: { stream: SOCIAL_STREAM, subject: uploadSubject, decider: uploadDecider },
  connections: {
    stream: SOCIAL_STREAM,
    subject: connectionSubject,
    decider: connectionDecider,
    tells: connectionHints,
  },
  passes: { stream: SOCIAL_STREAM, subject: passSubject, decider: passesDecider, unversioned: ["PassMember"] },
};

/** What social adds to the kit's dependencies. */
export type SocialExtra = {
  storage: ObjectStorage;
  /** Feed pages as every reader without blocks sees them. */
  feedCache: ProjectionCache<CachedPage>;
  /** Feed pages of readers with blocks, apart so that theirs never push the shared pages out. */
  blockerFeedCache: ProjectionCache<CachedPage>;
  /** Per reader, whose posts and comments they do not see. */
  hiddenCache: ProjectionCache<HiddenAuthors>;
  trendingCache: ProjectionCache<TrendingTopics>;
  /** The sidebar's counts, added up from every day's. */
  categoriesCache: ProjectionCache<CategoryCount[]>;
  /** Matching's candidate index, in step with the member directory. */
  candidatePool: CandidatePool;
};

export type SocialDeps = ServiceDeps<typeof socialAggregates, SocialExtra>;

const suspended = suspensionsProjection.name;
const blocks = blocksProjection.name;

export function socialExtra(base: BaseDeps<typeof socialAggregates>, env: NodeJS.ProcessEnv): SocialExtra {
  return {
    storage: storageFromEnvironment(env),
    // A page shows its authors as the member directory has them: a rename is a new page. Every
    // answer hides suspended authors; those of a reader with blocks hide the blocked too.
    feedCache: new ProjectionCache(base.projector, [feedProjection.name, memberDirectory.name, suspended]),
    blockerFeedCache: new ProjectionCache(base.projector, [
      feedProjection.name,
      memberDirectory.name,
      suspended,
      blocks,
    ]),
    hiddenCache: new ProjectionCache(base.projector, [suspended, blocks]),
    trendingCache: new ProjectionCache(base.projector, [feedProjection.name, suspended, blocks]),
    categoriesCache: new ProjectionCache(base.projector, [feedProjection.name, suspended, blocks]),
    candidatePool: new CandidatePool(),
  };
}
