import type { CreatePostBody } from "@kumite/contracts/social/commands";
import { postSubject } from "@kumite/contracts/social/events";
import type { PostView } from "@kumite/contracts/social/views";
import type { AppendResult } from "@kumite/kit/event-store";
import { newId } from "@kumite/kit/ids";
import { findPost } from "../queries/feed.ts";
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
  const { position } = await deps.posts.handle(
    postSubject(postId),
    postId,
    { type: "CreatePost", data: { postId, ...body, authorId: actorId } },
    { actorId, now: deps.clock() },
    { expectNew: true },
  );
  await deps.projector.waitFor(position!.stream, position!.sequence);
  const post = await findPost(deps.store, postId);
  if (!post) throw new Error(`post ${postId} was created but is not in the read model`);
  return { post, position: position! };
}
