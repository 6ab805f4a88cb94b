import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { CreatePostBody, ObjectIdParams, PostsQuery } from "@kumite/contracts/social/commands";
import { CategoryCounts, PostList, PostView, TrendingTopics } from "@kumite/contracts/social/views";
import { NotFound } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { SocialDeps } from "../aggregates.ts";
import { POST_NOT_FOUND } from "../domain/post.ts";
import { createPost } from "../handlers/create-post.ts";
import { categoryCounts } from "../queries/categories.ts";
import { feedPage, findPost } from "../queries/feed.ts";
import { cachedHiddenAuthors, readerKey } from "../queries/hidden-authors.ts";
import { trendingTopics } from "../queries/trending.ts";

export const postRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  app.post("/api/posts", { schema: { body: CreatePostBody, response: { 201: PostView } } }, async (request, reply) =>
    reply.code(201).send(await createPost(deps, request.memberId, request.body)),
  );

  const hiddenFrom = (readerId: string) => cachedHiddenAuthors(deps.hiddenCache, deps.store, readerId);

  // The first page keeps SPEC's plain list; the next page's cursor travels in a header. Pages are
  // cached as bytes until the feed changes, so they are sent without serialising them again.
  app.get(
    "/api/posts",
    { schema: { querystring: PostsQuery, response: { 200: PostList } } },
    async (request, reply) => {
      const { category, cursor, limit } = request.query;
      const hidden = await hiddenFrom(request.memberId);
      const cache = hidden.personal ? deps.blockerFeedCache : deps.feedCache;
      const key = readerKey(hidden, request.memberId, `${category ?? ""}|${cursor ?? ""}|${limit}`);
      const page = await cache.get(key, async () => {
        const { posts, nextCursor } = await feedPage(deps.store, { ...request.query, hidden: hidden.ids });
        return { body: Buffer.from(JSON.stringify(posts)), nextCursor };
      });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      // Already JSON bytes: Fastify sends a Buffer as it is, whatever the schema's type says.
      return reply.type("application/json; charset=utf-8").send(page.body as never);
    },
  );

  app.get("/api/posts/categories", { schema: { response: { 200: CategoryCounts } } }, async (request) => {
    const hidden = await hiddenFrom(request.memberId);
    return deps.categoriesCache.get(readerKey(hidden, request.memberId, "all"), () =>
      categoryCounts(deps.store, hidden.ids),
    );
  });

  app.get("/api/posts/trending", { schema: { response: { 200: TrendingTopics } } }, async (request) => {
    // Keyed by day: the 7-day window moves at midnight even when nobody posts.
    const now = deps.clock();
    const hidden = await hiddenFrom(request.memberId);
    return deps.trendingCache.get(readerKey(hidden, request.memberId, now.toISOString().slice(0, 10)), () =>
      trendingTopics(deps.store, now, hidden.ids),
    );
  });

  app.get("/api/posts/:id", { schema: { params: ObjectIdParams, response: { 200: PostView } } }, async (request) => {
    const hidden = await hiddenFrom(request.memberId);
    const post = await findPost(deps.store, request.params.id, hidden.ids);
    if (!post) throw new NotFound(POST_NOT_FOUND, { code: "post.not-found" });
    return post;
  });
};
