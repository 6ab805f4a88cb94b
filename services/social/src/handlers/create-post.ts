import type { CreatePostBody } from "@kumite/contracts/social/commands";
import type { PostCreated } from "@kumite/contracts/social/events";
import type { PostView } from "@kumite/contracts/social/views";
import { newId } from "@kumite/kit/ids";
import { findAuthor } from "../queries/authors.ts";
import type { SocialDeps } from "../aggregates.ts";
import { checkActingAsSelf } from "@kumite/kit/members";
import { checkAttachments } from "./attachments.ts";

export async function createPost(deps: SocialDeps, memberId: string, body: CreatePostBody): Promise<PostView> {
  checkActingAsSelf(memberId, body.authorId);
  await checkAttachments(deps, memberId, body.attachments);
  const { events } = await deps.aggregates.posts.handle(
    newId(),
    { type: "CreatePost", data: { ...body, authorId: memberId } },
    memberId,
    { expectNew: true },
  );
  // The reply comes from the event, so a projection that lags under load slows the feed's
  // freshness, never the answer.
  const [created] = events;
  const { postId: id, ...data } = created!.data as PostCreated;
  const author = await findAuthor(deps.store, memberId);
  return { id, ...data, createdAt: created!.occurredAt, author, comments: [], commentCount: 0 };
}
