import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import { postSubject } from "@kumite/contracts/social/events";
import type { CommentView } from "@kumite/contracts/social/views";
import type { AppendResult } from "@kumite/kit/event-store";
import { NotFound } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { findPost } from "../queries/feed.ts";
import type { SocialDeps } from "../deps.ts";
import { checkActsAsSelf } from "./act-as.ts";

export async function addComment(
  deps: SocialDeps,
  actorId: string,
  body: CreateCommentBody,
): Promise<{ comment: CommentView; position: AppendResult }> {
  checkActsAsSelf(actorId, body.authorId);
  // The read model also hides posts of deleted authors, which the aggregate cannot know of.
  if (!(await findPost(deps.store, body.postId))) throw new NotFound("Post not found");
  const commentId = newId();
  const { position } = await deps.posts.handle(
    postSubject(body.postId),
    body.postId,
    { type: "AddComment", data: { commentId, postId: body.postId, authorId: actorId, content: body.content } },
    { actorId, now: deps.clock() },
  );
  await deps.projector.waitFor(position!.stream, position!.sequence);
  const comment = (await findPost(deps.store, body.postId))?.comments.find((candidate) => candidate.id === commentId);
  if (!comment) throw new Error(`comment ${commentId} was added but is not in the read model`);
  return { comment, position: position! };
}
