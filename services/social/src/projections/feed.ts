import { IDENTITY_STREAM, type UserEvent } from "@kumite/contracts/identity/events";
import { SOCIAL_STREAM, type PostEvent } from "@kumite/contracts/social/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store/port";
import {
  AUTHORS,
  CATEGORY_COUNTS,
  DELETED_USERS,
  POSTS,
  type AuthorDocument,
  type CategoryCountDocument,
  type CommentDocument,
  type PostDocument,
} from "./collections.ts";
import { countTrending } from "./trending.ts";

// The feed: posts with their comments, newest first, by category and by author; the authors they
// show, from identity's events; the category counts of the sidebar and the trending counts. Both
// streams feed it, in whatever order they arrive: a deleted member is remembered (a tombstone), so
// their posts and comments never come back, whether the deletion is applied before or after them.

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
      if (await isDeleted(store, data.authorId)) return;
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
      if (await isDeleted(store, data.authorId)) return;
      const { commentId, ...fields } = data;
      const comment: CommentDocument = { id: commentId, ...fields, createdAt: occurredAt };
      await store
        .collection<PostDocument>(POSTS)
        .updateOne({ _id: data.postId, "comments.id": { $ne: commentId } }, { $push: { comments: comment } });
    },
    async UserRegistered({ data }, store) {
      const { userId, displayName, username, experience } = data;
      await store
        .collection<AuthorDocument>(AUTHORS)
        .replaceOne({ _id: userId }, { _id: userId, displayName, username, experience }, { upsert: true });
    },
    async UserProfileUpdated({ data, aggregateId }, store) {
      const { displayName, experience } = data;
      const changes = Object.fromEntries(
        Object.entries({ displayName, experience }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(changes).length > 0)
        await store.collection<AuthorDocument>(AUTHORS).updateOne({ _id: aggregateId }, { $set: changes });
    },
    async UserDeleted({ aggregateId: userId }, store) {
      await store.collection(DELETED_USERS).replaceOne({ _id: userId }, { _id: userId }, { upsert: true });
      await store.collection(AUTHORS).deleteOne({ _id: userId });
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

const isDeleted = async (store: ReadStore, userId: string) =>
  (await store.collection(DELETED_USERS).findOne({ _id: userId })) !== null;

const countCategory = (store: ReadStore, category: PostDocument["category"], by: 1 | -1) =>
  store
    .collection<CategoryCountDocument>(CATEGORY_COUNTS)
    .updateOne({ _id: category }, { $inc: { count: by } }, { upsert: true });
