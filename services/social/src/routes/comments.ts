import { CreateCommentBody } from "@kumite/contracts/social/commands";
import { positionHeader, signedInUser, type ServiceApp } from "@kumite/kit/service-app";
import type { SocialDeps } from "../deps.ts";
import { addComment } from "../handlers/add-comment.ts";

export function commentRoutes(app: ServiceApp, deps: SocialDeps) {
  app.post("/api/comments", { schema: { body: CreateCommentBody } }, async (request, reply) => {
    const { comment, position } = await addComment(deps, signedInUser(request), request.body);
    return reply.code(201).headers(positionHeader(position)).send(comment);
  });
}
