import type { CommentAdded, PostCreated } from "@kumite/contracts/social/events";
import { SOCIAL_STREAM } from "@kumite/contracts/social/events";
import type { StoredEvent } from "@kumite/kit/event-store";
import type { Projection } from "@kumite/kit/projector";
import { DuplicateKeyError, type ReadStore } from "@kumite/kit/read-store/port";
import {
  CATEGORY_COUNTS,
  DELETED_USERS,
  POSTS,
  type CategoryCountDocument,
  type CommentDocument,
  type PostDocument,
} from "./collections.ts";
import { countTrending } from "./trending.ts";

// The feed: posts with their comments, newest first, by category and by author; plus the
// category counts of the sidebar. Counts move only when a post document really appears or goes,
// so replaying an event changes nothing.

export const postsProjection: Projection = {
  name: "posts",
  stream: SOCIAL_STREAM.name,
  handles: ["PostCreated", "CommentAdded"],
  async setup(store) {
    const posts = store.collection(POSTS);
    await posts.createIndex({ sortKey: -1 });
    await posts.createIndex({ category: 1, sortKey: -1 });
    await posts.createIndex({ authorId: 1, sortKey: -1 });
    await posts.createIndex({ "comments.authorId": 1 });
  },
  async apply(event, store) {
    if (event.type === "PostCreated") await addPost(store, event as StoredEvent<"PostCreated", PostCreated>);
    else await addComment(store, event as StoredEvent<"CommentAdded", CommentAdded>);
  },
};

async function addPost(store: ReadStore, event: StoredEvent<"PostCreated", PostCreated>): Promise<void> {
  const { postId, ...data } = event.data;
  const post: PostDocument = {
    _id: postId,
    ...data,
    createdAt: event.occurredAt,
    sortKey: `${event.occurredAt}|${postId}`,
    comments: [],
  };
  try {
    await store.collection<PostDocument>(POSTS).insertOne(post);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return; // applied before a crash: already counted
    throw error;
  }
  await store
    .collection<CategoryCountDocument>(CATEGORY_COUNTS)
    .updateOne({ _id: post.category }, { $inc: { count: 1 } }, { upsert: true });
  await countTrending(store, post);
  // The author may have been deleted while this was in flight (identity is another stream).
  if (await isDeleted(store, post.authorId)) await removePost(store, post);
}

async function addComment(store: ReadStore, event: StoredEvent<"CommentAdded", CommentAdded>): Promise<void> {
  const { commentId, ...data } = event.data;
  const comment: CommentDocument = { id: commentId, ...data, createdAt: event.occurredAt };
  await store
    .collection<PostDocument>(POSTS)
    .updateOne({ _id: data.postId, "comments.id": { $ne: commentId } }, { $push: { comments: comment } });
  if (await isDeleted(store, data.authorId)) await forgetComments(store, data.authorId);
}

const isDeleted = async (store: ReadStore, userId: string) =>
  (await store.collection(DELETED_USERS).findOne({ _id: userId })) !== null;

async function removePost(store: ReadStore, post: Pick<PostDocument, "_id" | "category">): Promise<void> {
  const removed = await store.collection(POSTS).deleteOne({ _id: post._id });
  if (removed > 0) {
    await store.collection<CategoryCountDocument>(CATEGORY_COUNTS).updateOne({ _id: post.category }, { $inc: { count: -1 } });
  }
}

const forgetComments = (store: ReadStore, userId: string) =>
  store.collection(POSTS).updateMany({ "comments.authorId": userId }, { $pull: { comments: { authorId: userId } } });

/** A deleted user's posts and comments leave every read model; the tombstone stops late arrivals. */
export async function forgetAuthor(store: ReadStore, userId: string): Promise<void> {
  await store.collection(DELETED_USERS).replaceOne({ _id: userId }, { _id: userId }, { upsert: true });
  const posts = await store.collection<PostDocument>(POSTS).find({ authorId: userId }, { projection: { category: 1 } });
  for (const post of posts) await removePost(store, post);
  await forgetComments(store, userId);
}
