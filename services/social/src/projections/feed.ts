import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, type PostEvent } from "@kumite/contracts/social/events";
import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { insertOnce, type ReadStore } from "@kumite/kit/read-store";
import { wasDeleted } from "@kumite/kit/members";
import { postExists } from "../queries/feed.ts";
import {
  AUTHOR_CATEGORIES,
  COMMENTS,
  POST_DAYS,
  POSTS,
  type CommentDocument,
  type PostDocument,
} from "./collections.ts";
import { countOnce } from "./count-once.ts";
import { addTrending, categoryPath, dayOf, newIncrements } from "./trending.ts";

// The feed: posts, newest first, by category and by author, each with its count of comments; their
// comments, in a collection of their own by post (a post's comments are not bounded, a document
// is), so a page reads a post's latest few and its count, never all of them; and each day's counts, of
// categories (the sidebar's, added up) and of words (trending topics); and each author's counts by
// category, which the sidebar of a reader who does not see them (a block, a suspension) takes off
// at read time, without a walk over their posts. Comments and authors (the
// member directory's) are joined in when a page is read. A deleted member's posts and comments
// leave with them: the directory applies a deletion before this projection does (it is a
// foundation), so a post applied after the deletion finds the member's tombstone there and is never
// stored, and one applied before is removed.
// Every step is safe to repeat, so a handler that fails half-way is simply applied again: the post
// and its comments are keyed by their ids, and the counts take each event once (count-once.ts).
// A comment the log holds twice (a command retried past its de-duplication window) is stored once
// and counted once, by the event that stored it.

export const feedProjection = defineProjection<EventsOf<PostEvent | UserEvent>>({
  name: "feed",
  streams: [SOCIAL_STREAM.name, IDENTITY_STREAM.name],
  async setup(store) {
    const posts = store.collection(POSTS);
    await posts.createIndex({ sortKey: -1 });
    await posts.createIndex({ category: 1, sortKey: -1 });
    await posts.createIndex({ authorId: 1, sortKey: -1 });
    const comments = store.collection(COMMENTS);
    await comments.createIndex({ postId: 1, order: 1 });
    // A deleted member's comments; a hidden author's under the posts of a page, one seek per post.
    await comments.createIndex({ authorId: 1, postId: 1 });
  },
  on: {
    async PostCreated(event, store) {
      const { data, occurredAt } = event;
      if (await wasDeleted(store, data.authorId)) return;
      const { postId, ...fields } = data;
      const post: PostDocument = {
        _id: postId,
        ...fields,
        createdAt: occurredAt,
        sortKey: `${occurredAt}|${postId}`,
        commentCount: 0,
      };
      // Stored already after a failure that may have come before it was counted: counted now.
      await insertOnce(store.collection<PostDocument>(POSTS), post);
      await countOnce(store.collection(POST_DAYS), dayOf(occurredAt), event, addTrending(newIncrements(), post, 1));
      await countOnce(store.collection(AUTHOR_CATEGORIES), post.authorId, event, { [categoryPath(post.category)]: 1 });
    },
    async CommentAdded(event, store) {
      const { data, occurredAt } = event;
      if (await wasDeleted(store, data.authorId)) return;
      // Under a post the feed does not hold (its author left) nobody would see it.
      if (!(await postExists(store, data.postId))) return;
      const { commentId, postId, authorId, content } = data;
      const comment: CommentDocument = {
        _id: commentId,
        postId,
        authorId,
        content,
        createdAt: occurredAt,
        order: eventOrder(event),
      };
      const comments = store.collection<CommentDocument>(COMMENTS);
      // Counted by the event that stored it: this one, now or before a failure that may have come
      // before the count (countOnce takes it once), never a later copy of it in the log.
      const storedHere =
        (await insertOnce(comments, comment)) ||
        (await comments.countDocuments({ _id: commentId, order: comment.order })) > 0;
      if (storedHere) await countOnce(store.collection(POSTS), postId, event, { commentCount: 1 }, { create: false });
    },
    async UserDeleted(event, store) {
      const userId = event.aggregateId;
      // Uncounted while the posts are still there to say what they counted: a retry after a later
      // step failed finds them again, and countOnce takes this event once per document.
      const posts = await store
        .collection<PostDocument>(POSTS)
        .find({ authorId: userId }, { fields: { category: 1, title: 1, content: 1, createdAt: 1 } });
      const days = new Map<string, Record<string, number>>();
      for (const post of posts) {
        const day = dayOf(post.createdAt);
        days.set(day, addTrending(days.get(day) ?? newIncrements(), post, -1));
      }
      for (const [day, increments] of days) await countOnce(store.collection(POST_DAYS), day, event, increments);
      // Their comments under others' posts leave those posts' counts, for the same reason first.
      await uncountComments(store, userId, new Set(posts.map((post) => post._id)), event);
      // The comments under their posts before the posts, for the same reason.
      if (posts.length > 0) {
        await store.collection(COMMENTS).deleteMany({ postId: { $in: posts.map((post) => post._id) } });
      }
      await store.collection(COMMENTS).deleteMany({ authorId: userId });
      await store.collection(POSTS).deleteMany({ authorId: userId });
      await store.collection(AUTHOR_CATEGORIES).deleteOne({ _id: userId });
    },
  },
});

/** Takes the member's comments off the count of each post they are under, but for `ownPosts`, which leave. */
async function uncountComments(
  store: ReadStore,
  userId: string,
  ownPosts: ReadonlySet<string>,
  event: StoredEvent,
): Promise<void> {
  const comments = await store
    .collection<CommentDocument>(COMMENTS)
    .find({ authorId: userId }, { fields: { postId: 1 } });
  const perPost = new Map<string, number>();
  for (const { postId } of comments) if (!ownPosts.has(postId)) perPost.set(postId, (perPost.get(postId) ?? 0) + 1);
  for (const [postId, count] of perPost)
    await countOnce(store.collection(POSTS), postId, event, { commentCount: -count }, { create: false });
}
