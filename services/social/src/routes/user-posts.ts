import { UserIdParams } from "@kumite/contracts/identity/commands";
import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { UserPostsQuery } from "@kumite/contracts/social/commands";
import { PostList } from "@kumite/contracts/social/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { SocialDeps } from "../aggregates.ts";
import { feedPage } from "../queries/feed.ts";
import { cachedHiddenAuthors } from "../queries/hidden-authors.ts";

export const userPostRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  app.get(
    "/api/users/:id/posts",
    { schema: { params: UserIdParams, querystring: UserPostsQuery, response: { 200: PostList } } },
    async (request, reply) => {
      const hidden = await cachedHiddenAuthors(deps.hiddenCache, deps.store, request.memberId);
      const { posts, nextCursor } = await feedPage(deps.store, {
        ...request.query,
        authorId: request.params.id,
        hidden: hidden.ids,
      });
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return posts;
    },
  );
};
