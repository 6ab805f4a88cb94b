import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, type PostEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store/port";
import { wasDeleted } from "@kumite/kit/members/queries";
import {
  CATEGORY_COUNTS,
  POSTS,
  type CategoryCountDocument,
  type CommentDocument,
  type PostDocument,
} from "./collections.ts";
import { countTrending } from "./trending.ts";

// The feed: posts with their comments, newest first, by category and by author; the category counts
// of the sidebar and the trending counts. Authors are the member directory's, joined in when a page
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
    await posts.createIndex({ "comments.authorId": 1 });
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
        comments: [],
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
    async CommentAdded({ data, occurredAt }, store) {
      if (await wasDeleted(store, data.authorId)) return;
      const { commentId, ...fields } = data;
      const comment: CommentDocument = { id: commentId, ...fields, createdAt: occurredAt };
      await store
        .collection<PostDocument>(POSTS)
        .updateOne({ _id: data.postId, "comments.id": { $ne: commentId } }, { $push: { comments: comment } });
    },
    async UserDeleted({ aggregateId: userId }, store) {
      const posts = await store.collection<PostDocument>(POSTS).find({ authorId: userId });
      for (const post of posts) {
        if ((await store.collection(POSTS).deleteOne({ _id: post._id })) === 0) continue;
        await countCategory(store, post.category, -1);
        await countTrending(store, post, -1);
      }
      await store
        .collection(POSTS)
        .updateMany({ "comments.authorId": userId }, { $pull: { comments: { authorId: userId } } });
    },
  },
});

const countCategory = (store: ReadStore, category: PostDocument["category"], by: 1 | -1) =>
  store
    .collection<CategoryCountDocument>(CATEGORY_COUNTS)
    .updateOne({ _id: category }, { $inc: { count: by } }, { upsert: true });
