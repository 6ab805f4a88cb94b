import { IDENTITY_STREAM } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import { defineService } from "@kumite/kit/service/define-service";
import { socialAggregates, socialExtra } from "./deps.ts";
import { feedProjection } from "./projections/feed.ts";
import { uploadsProjection } from "./projections/uploads.ts";
import { commentRoutes } from "./routes/comments.ts";
import { objectRoutes } from "./routes/objects.ts";
import { postRoutes } from "./routes/posts.ts";
import { userPostRoutes } from "./routes/user-posts.ts";

/** Social: posts, comments, the feed, category counts, trending topics, attachments. */
export const socialService = defineService({
  name: "social",
  owns: [SOCIAL_STREAM],
  // Authors come from identity's events.
  reads: [IDENTITY_STREAM],
  aggregates: socialAggregates,
  projections: [feedProjection, uploadsProjection],
  extend: socialExtra,
  routes: [postRoutes, commentRoutes, userPostRoutes, objectRoutes],
});

export default socialService;
