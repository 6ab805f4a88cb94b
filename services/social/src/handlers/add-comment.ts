import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import { postSubject, type CommentAdded } from "@kumite/contracts/social/events";
import type { CommentView } from "@kumite/contracts/social/views";
import type { AppendResult } from "@kumite/kit/event-store";
import { NotFound } from "@kumite/kit/errors";
import { newId } from "@kumite/kit/ids";
import { findAuthor, findPost } from "../queries/feed.ts";
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
  const { events, position } = await deps.posts.handle(
    postSubject(body.postId),
    body.postId,
    { type: "AddComment", data: { commentId, postId: body.postId, authorId: actorId, content: body.content } },
    { actorId, now: deps.clock() },
  );
  const [author] = await Promise.all([findAuthor(deps.store, actorId), deps.projector.waitFor(position!.stream, position!.sequence)]);
  const { commentId: id, ...data } = events[0]!.data as CommentAdded;
  return { comment: { id, ...data, createdAt: events[0]!.occurredAt, author }, position: position! };
}
