import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { CreateCommentBody, ObjectIdParams, PostCommentsQuery } from "@kumite/contracts/social/commands";
import { CommentList, CommentView } from "@kumite/contracts/social/views";
import { NotFound } from "@kumite/kit/errors";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { SocialDeps } from "../aggregates.ts";
import { POST_NOT_FOUND } from "../domain/post.ts";
import { addComment } from "../handlers/add-comment.ts";
import { findCommentPage } from "../queries/feed.ts";
import { cachedHiddenAuthors } from "../queries/hidden-authors.ts";

export const commentRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  app.post(
    "/api/comments",
    { schema: { body: CreateCommentBody, response: { 201: CommentView } } },
    async (request, reply) => reply.code(201).send(await addComment(deps, request.memberId, request.body)),
  );

  // A post carries its latest comments; the rest come from here, a page at a time, the next page's
  // cursor in a header as the feed's.
  app.get(
    "/api/posts/:id/comments",
    { schema: { params: ObjectIdParams, querystring: PostCommentsQuery, response: { 200: CommentList } } },
    async (request, reply) => {
      const hidden = await cachedHiddenAuthors(deps.hiddenCache, deps.store, request.memberId);
      const page = await findCommentPage(deps.store, request.params.id, request.query, hidden.ids);
      if (!page) throw new NotFound(POST_NOT_FOUND, { code: "post.not-found" });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.comments;
    },
  );
};
