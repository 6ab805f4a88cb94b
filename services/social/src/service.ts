import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { MODERATION_STREAM } from "@kumite/contracts/moderation/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { blocksProjection, memberDirectory, suspensionsProjection } from "@kumite/kit/members";
import { defineService } from "@kumite/kit/service";
import { socialAggregates, socialExtra } from "./aggregates.ts";
import { memberData } from "./member-data.ts";
import { feedProjection } from "./projections/feed.ts";
import { matchingProjection } from "./projections/matching.ts";
import { uploadsProjection } from "./projections/uploads.ts";
import { blockedMembersReaction } from "./reactions/blocked-members.ts";
import { deletedMembersFilesReaction } from "./reactions/deleted-members-files.ts";
import { commentRoutes } from "./routes/comments.ts";
import { connectionRoutes } from "./routes/connections.ts";
import { matchingRoutes } from "./routes/matching.ts";
import { objectRoutes } from "./routes/objects.ts";
import { postRoutes } from "./routes/posts.ts";
import { userPostRoutes } from "./routes/user-posts.ts";

/** Social: posts, comments, the feed, category counts, trending topics, attachments, connections and matching. */
export const socialService = defineService({
  name: "social",
  owns: [SOCIAL_STREAM],
  // Members (the kit's directory) and their deletions come from identity's events; blocks (whose
  // posts, comments and connections stay apart) and suspensions (whose content is hidden) from
  // moderation's.
  reads: [IDENTITY_STREAM, MODERATION_STREAM],
  aggregates: socialAggregates,
  projections: [
    memberDirectory,
    blocksProjection,
    suspensionsProjection,
    feedProjection,
    uploadsProjection,
    matchingProjection,
  ],
  extend: socialExtra,
  memberData,
  reactions: [blockedMembersReaction, deletedMembersFilesReaction],
  routes: [postRoutes, commentRoutes, userPostRoutes, objectRoutes, connectionRoutes, matchingRoutes],
});

export default socialService;
