import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import type { CommentAdded } from "@kumite/contracts/social/events";
import type { CommentView } from "@kumite/contracts/social/views";
import { NotFound } from "@kumite/kit/errors";
import { POST_NOT_FOUND } from "../domain/post.ts";
import { isSuspended, checkActingAsSelf, refuseIfBlocked } from "@kumite/kit/members";
import { findAuthor } from "../queries/authors.ts";
import { postAuthorOf } from "../queries/feed.ts";
import type { SocialDeps } from "../aggregates.ts";

export async function addComment(deps: SocialDeps, memberId: string, body: CreateCommentBody): Promise<CommentView> {
  checkActingAsSelf(memberId, body.authorId);
  // The read model also hides posts of deleted authors, which the aggregate cannot know of; a
  // suspended author's are hidden too, and a block keeps either member off the other's posts.
  const postAuthorId = await postAuthorOf(deps.store, body.postId);
  if (postAuthorId === null || (await isSuspended(deps.store, postAuthorId)))
    throw new NotFound(POST_NOT_FOUND, { code: "post.not-found" });
  await refuseIfBlocked(deps, memberId, postAuthorId);
  const { events } = await deps.aggregates.posts.handle(
    body.postId,
    { type: "AddComment", data: { authorId: memberId, content: body.content } },
    memberId,
  );
  const [added] = events;
  const { commentId: id, ...data } = added!.data as CommentAdded;
  return { id, ...data, createdAt: added!.occurredAt, author: await findAuthor(deps.store, memberId) };
}
