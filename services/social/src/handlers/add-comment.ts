import type { CreateCommentBody } from "@kumite/contracts/social/commands";
import type { CommentAdded } from "@kumite/contracts/social/events";
import type { CommentView } from "@kumite/contracts/social/views";
import type { Position } from "@kumite/kit/event-store";
import { NotFound } from "@kumite/kit/errors";
import { POST_NOT_FOUND } from "../domain/post.ts";
import { findAuthor, postExists } from "../queries/feed.ts";
import type { SocialDeps } from "../aggregates.ts";
import { checkActingAsSelf } from "@kumite/kit/members/refusals";

export async function addComment(
  deps: SocialDeps,
  memberId: string,
  body: CreateCommentBody,
): Promise<{ comment: CommentView; position: Position }> {
  checkActingAsSelf(memberId, body.authorId);
  // The read model also hides posts of deleted authors, which the aggregate cannot know of.
  if (!(await postExists(deps.store, body.postId))) throw new NotFound(POST_NOT_FOUND, { code: "post.not-found" });
  const { events, position } = await deps.aggregates.posts.handle(
    body.postId,
    { type: "AddComment", data: { authorId: memberId, content: body.content } },
    memberId,
  );
  const [added] = events;
  const { commentId: id, ...data } = added!.data as CommentAdded;
  return {
    comment: { id, ...data, createdAt: added!.occurredAt, author: await findAuthor(deps.store, memberId) },
    position,
  };
}
