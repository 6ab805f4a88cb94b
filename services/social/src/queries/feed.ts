import type { PostCommentsQuery } from "@kumite/contracts/social/commands";
import type { CommentView, PostView } from "@kumite/contracts/social/views";
import type { PostCategory } from "@kumite/contracts/values";
import { InvalidInput } from "@kumite/kit/errors";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import { POSTS, type PostDocument } from "../projections/collections.ts";
import { authorsOf, commentView } from "./authors.ts";
import { commentPage, hiddenCommentCounts, latestComments } from "./comments.ts";

export type FeedPage = { posts: PostView[]; nextCursor: string | null };
/** A feed page, serialised once: kept as bytes so it is not encoded again on every send. */
export type CachedPage = { body: Buffer; nextCursor: string | null };
export type FeedQuery = {
  category?: PostCategory;
  authorId?: string;
  cursor?: string;
  limit: number;
  /** Authors the reader does not see (hidden-authors.ts): neither their posts nor their comments. */
  hidden?: ReadonlySet<string>;
};

const NOBODY: ReadonlySet<string> = new Set();
/** The most posts one step of a walk past hidden authors reads. */
const MAX_BATCH = 512;

const encodeCursor = (sortKey: string) => Buffer.from(sortKey).toString("base64url");
function decodeCursor(cursor: string): string {
  const sortKey = Buffer.from(cursor, "base64url").toString();
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[\w-]+$/.test(sortKey))
    throw new InvalidInput("Invalid cursor: use the x-next-cursor of the previous page", { code: "cursor.invalid" });
  return sortKey;
}

/** A page of posts, newest first; the index on (category | author, sortKey) serves every shape. */
export async function feedPage(store: ReadStore, query: FeedQuery): Promise<FeedPage> {
  const hidden = query.hidden ?? NOBODY;
  if (query.authorId && hidden.has(query.authorId)) return { posts: [], nextCursor: null };
  const filter: Filter = {};
  if (query.category) filter.category = query.category;
  if (query.authorId) filter.authorId = query.authorId;
  const documents = await visiblePosts(
    store,
    filter,
    query.cursor ? decodeCursor(query.cursor) : null,
    query.limit + 1,
    query.authorId ? NOBODY : hidden,
  );
  const page = documents.slice(0, query.limit);
  const nextCursor = documents.length > query.limit ? encodeCursor(page.at(-1)!.sortKey) : null;
  return { posts: await asViews(store, page, hidden), nextCursor };
}

// The walk down the index stops once the page is full. Hidden authors cannot be left out by the
// filter without losing that (the store takes no $nin, and an exclusion is no seek), so the walk
// steps past their posts itself: batches from where the last one ended, larger each time they
// come back mostly hidden.
async function visiblePosts(
  store: ReadStore,
  filter: Filter,
  before: string | null,
  wanted: number,
  hidden: ReadonlySet<string>,
): Promise<PostDocument[]> {
  const posts = store.collection<PostDocument>(POSTS);
  const after = (sortKey: string | null): Filter =>
    sortKey === null ? filter : { ...filter, sortKey: { $lt: sortKey } };
  if (hidden.size === 0) return posts.find(after(before), { sort: { sortKey: -1 }, limit: wanted });
  const found: PostDocument[] = [];
  for (let batch = wanted; ; batch = Math.min(batch * 2, MAX_BATCH)) {
    const documents = await posts.find(after(before), { sort: { sortKey: -1 }, limit: batch });
    for (const post of documents) {
      if (hidden.has(post.authorId)) continue;
      if (found.push(post) === wanted) return found;
    }
    if (documents.length < batch) return found;
    before = documents.at(-1)!.sortKey;
  }
}

/**
 * Posts as members see them: each with its latest comments and how many it has, and every author,
 * in one read of each for the lot (and a seek per post for its comments).
 */
async function asViews(store: ReadStore, posts: PostDocument[], hidden: ReadonlySet<string>): Promise<PostView[]> {
  const postIds = posts.map((post) => post._id);
  const [latest, hiddenCounts] = await Promise.all([
    latestComments(store, postIds, hidden),
    hiddenCommentCounts(store, postIds, hidden),
  ]);
  const ids = new Set<string>();
  for (const post of posts) ids.add(post.authorId);
  for (const comments of latest.values()) for (const comment of comments) ids.add(comment.authorId);
  const authorOf = await authorsOf(store, ids);
  return posts.map(({ _id, sortKey: _sortKey, counted: _counted, commentCount, ...post }) => ({
    id: _id,
    ...post,
    author: authorOf(post.authorId),
    comments: (latest.get(_id) ?? []).map((comment) => commentView(comment, authorOf)),
    commentCount: commentCount - (hiddenCounts.get(_id) ?? 0),
  }));
}

/** The post as the reader sees it; null when there is none, or its author is hidden from them. */
export async function findPost(
  store: ReadStore,
  postId: string,
  hidden: ReadonlySet<string> = NOBODY,
): Promise<PostView | null> {
  const post = await store.collection<PostDocument>(POSTS).findOne({ _id: postId });
  if (!post || hidden.has(post.authorId)) return null;
  return (await asViews(store, [post], hidden))[0] ?? null;
}

/** A page of the post's comments as the reader sees them; null when there is no post, or its author is hidden from them. */
export async function findCommentPage(
  store: ReadStore,
  postId: string,
  query: PostCommentsQuery,
  hidden: ReadonlySet<string> = NOBODY,
): Promise<{ comments: CommentView[]; nextCursor: string | null } | null> {
  const authorId = await postAuthorOf(store, postId);
  if (authorId === null || hidden.has(authorId)) return null;
  const { comments, nextCursor } = await commentPage(store, postId, query, hidden);
  const authorOf = await authorsOf(
    store,
    comments.map((comment) => comment.authorId),
  );
  return { comments: comments.map((comment) => commentView(comment, authorOf)), nextCursor };
}

/** Who wrote the post the feed holds; null when it holds none (its author left). */
export async function postAuthorOf(store: ReadStore, postId: string): Promise<string | null> {
  const post = await store.collection<PostDocument>(POSTS).findOne({ _id: postId }, { fields: { authorId: 1 } });
  return post?.authorId ?? null;
}

/**
 * Whether the feed holds the post (it hides those of deleted members). Counted, not fetched: every
 * comment of a replay asks, and no document is copied out to answer.
 */
export async function postExists(store: ReadStore, postId: string): Promise<boolean> {
  return (await store.collection<PostDocument>(POSTS).countDocuments({ _id: postId })) > 0;
}
