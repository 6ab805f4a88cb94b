import { UserIdParams } from "@kumite/contracts/identity/commands";
import { NEXT_CURSOR_HEADER, UserPostsQuery } from "@kumite/contracts/social/commands";
import { signedInUser, type ServiceApp } from "@kumite/kit/service-app";
import type { SocialDeps } from "../deps.ts";
import { feedPage } from "../queries/feed.ts";

export function userPostRoutes(app: ServiceApp, deps: SocialDeps) {
  app.get("/api/users/:id/posts", { schema: { params: UserIdParams, querystring: UserPostsQuery } }, async (request, reply) => {
    signedInUser(request);
    const { posts, nextCursor } = await feedPage(deps.store, { ...request.query, authorId: request.params.id });
    if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
    return reply.send(posts);
  });
}
