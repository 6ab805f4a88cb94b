import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, type PostEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store/port";
import { wasDeleted } from "@kumite/kit/members/queries";
import {
  CATEGORY_COUNTS,
  COMMENTS,
  POSTS,
  type CategoryCountDocument,
  type CommentDocument,
  type PostDocument,
} from "./collections.ts";
import { postExists } from "../queries/feed.ts";
import { countTrending } from "./trending.ts";

// The feed: posts, newest first, by category and by author; their comments, in a collection of their
// own by post (a post's comments are not bounded, a document is); the category counts of the sidebar
// and the trending counts. Comments and authors (the member directory's) are joined in when a page
// is read. A deleted member's posts and comments leave with them: the directory applies a deletion
// before this projection does (it is a foundation), so a post applied after the deletion finds the
// member's tombstone there and is never stored, and one applied before is removed.

export const feedProjection = defineProjection<EventsOf<PostEvent | UserEvent>>({
  name: "feed",
  streams: [SOCIAL_STREAM.name, IDENTITY_STREAM.name],
  async setup(store) {
    const posts = store.collection(POSTS);
    await posts.createIndex({ sortKey: -1 });
    await posts.createIndex({ category: 1, sortKey: -1 });
    await posts.createIndex({ authorId: 1, sortKey: -1 });
    const comments = store.collection(COMMENTS);
    await comments.createIndex({ postId: 1, sequence: 1 });
    await comments.createIndex({ authorId: 1 });
  },
  on: {
    async PostCreated({ data, occurredAt }, store) {
      if (await wasDeleted(store, data.authorId)) return;
      const { postId, ...fields } = data;
      const post: PostDocument = {
        _id: postId,
        ...fields,
        createdAt: occurredAt,
        sortKey: `${occurredAt}|${postId}`,
      };
      try {
        await store.collection<PostDocument>(POSTS).insertOne(post);
      } catch (error) {
        if (error instanceof DuplicateKeyError) return; // applied before a crash: already counted
        throw error;
      }
      await countCategory(store, post.category, 1);
      await countTrending(store, post, 1);
    },
    async CommentAdded({ data, occurredAt, sequence }, store) {
      if (await wasDeleted(store, data.authorId)) return;
      // Under a post the feed does not hold (its author left) nobody would see it.
      if (!(await postExists(store, data.postId))) return;
      const { commentId, postId, authorId, content } = data;
      const comment: CommentDocument = { _id: commentId, postId, authorId, content, createdAt: occurredAt, sequence };
      try {
        await store.collection<CommentDocument>(COMMENTS).insertOne(comment);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error; // applied before: the same comment
      }
    },
    async UserDeleted({ aggregateId: userId }, store) {
      const posts = await store.collection<PostDocument>(POSTS).find({ authorId: userId });
      // The comments under their posts go before the posts: a retry finds the posts they hang on.
      const postIds = posts.map((post) => post._id);
      if (postIds.length > 0) await store.collection(COMMENTS).deleteMany({ postId: { $in: postIds } });
      await store.collection(COMMENTS).deleteMany({ authorId: userId });
      for (const post of posts) {
        if ((await store.collection(POSTS).deleteOne({ _id: post._id })) === 0) continue;
        await countCategory(store, post.category, -1);
        await countTrending(store, post, -1);
      }
    },
  },
});

const countCategory = (store: ReadStore, category: PostDocument["category"], by: 1 | -1) =>
  store
    .collection<CategoryCountDocument>(CATEGORY_COUNTS)
    .updateOne({ _id: category }, { $inc: { count: by } }, { upsert: true });
