import { CreateCommentBody } from "@kumite/contracts/social/commands";
import { CommentView } from "@kumite/contracts/social/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { SocialDeps } from "../aggregates.ts";
import { addComment } from "../handlers/add-comment.ts";

export const commentRoutes: ServiceRoutes<SocialDeps> = async (app, { deps }) => {
  app.post(
    "/api/comments",
    { schema: { body: CreateCommentBody, response: { 201: CommentView } } },
    async (request, reply) => reply.code(201).send(await addComment(deps, request.memberId, request.body)),
  );
};
