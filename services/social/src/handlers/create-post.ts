import type { CreatePostBody } from "@kumite/contracts/social/commands";
import { postSubject, type PostCreated } from "@kumite/contracts/social/events";
import type { PostView } from "@kumite/contracts/social/views";
import type { AppendResult } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { findAuthor } from "../queries/feed.ts";
import type { SocialDeps } from "../deps.ts";
import { checkActsAsSelf } from "./act-as.ts";
import { checkAttachments } from "./attachments.ts";

export async function createPost(
  deps: SocialDeps,
  actorId: string,
  body: CreatePostBody,
): Promise<{ post: PostView; position: AppendResult }> {
  checkActsAsSelf(actorId, body.authorId);
  await checkAttachments(deps, actorId, body.attachments);
  const postId = newId();
  const { events, position } = await deps.posts.handle(
    postSubject(postId),
    postId,
    { type: "CreatePost", data: { postId, ...body, authorId: actorId } },
    { actorId, now: deps.clock() },
    { expectNew: true },
  );
  // Waits so that the caller's next query sees the post; the reply itself comes from the event,
  // so a projection that lags under load slows the feed's freshness, never the answer.
  const [author] = await Promise.all([findAuthor(deps.store, actorId), deps.projector.waitFor(position!.stream, position!.sequence)]);
  const { postId: id, ...data } = events[0]!.data as PostCreated;
  return { post: { id, ...data, createdAt: events[0]!.occurredAt, author, comments: [] }, position: position! };
}
