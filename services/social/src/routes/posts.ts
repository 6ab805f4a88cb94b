import { CreatePostBody, NEXT_CURSOR_HEADER, ObjectIdParams, PostsQuery } from "@kumite/contracts/social/commands";
import { NotFound } from "@kumite/kit/errors";
import { positionHeader, signedInUser, type ServiceApp } from "@kumite/kit/service-app";
import type { SocialDeps } from "../deps.ts";
import { createPost } from "../handlers/create-post.ts";
import { categoryCounts } from "../queries/categories.ts";
import { feedPage, findPost } from "../queries/feed.ts";
import { trendingTopics } from "../queries/trending.ts";

export function postRoutes(app: ServiceApp, deps: SocialDeps) {
  app.post("/api/posts", { schema: { body: CreatePostBody } }, async (request, reply) => {
    const { post, position } = await createPost(deps, signedInUser(request), request.body);
    return reply.code(201).headers(positionHeader(position)).send(post);
  });

  // The first page keeps SPEC's plain list; the next page's cursor travels in a header.
  app.get("/api/posts", { schema: { querystring: PostsQuery } }, async (request, reply) => {
    signedInUser(request);
    const { category, cursor, limit } = request.query;
    const page = await deps.feedCache.get(`${category ?? ""}|${cursor ?? ""}|${limit}`, async () => {
      const { posts, nextCursor } = await feedPage(deps.store, request.query);
      return { body: Buffer.from(JSON.stringify(posts)), nextCursor };
    });
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return reply.type("application/json; charset=utf-8").send(page.body);
  });

  app.get("/api/posts/categories", async (request) => {
    signedInUser(request);
    return categoryCounts(deps.store);
  });

  app.get("/api/posts/trending", async (request) => {
    signedInUser(request);
    // Keyed by day: the 7-day window moves at midnight even when nobody posts.
    const now = deps.clock();
    return deps.trendingCache.get(now.toISOString().slice(0, 10), () => trendingTopics(deps.store, now));
  });

  app.get("/api/posts/:id", { schema: { params: ObjectIdParams } }, async (request) => {
    signedInUser(request);
    const post = await findPost(deps.store, request.params.id);
    if (!post) throw new NotFound("Post not found");
    return post;
  });
}
