import type { AuthorView, PostView } from "@kumite/contracts/social/views";
import type { PostCategory } from "@kumite/contracts/values";
import { InvalidInput } from "@kumite/kit/errors";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import { findMember, membersById } from "@kumite/kit/members";
import { COMMENTS, POSTS, type CommentDocument, type PostDocument } from "../projections/collections.ts";

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

/** Shown for an author social has not heard of yet (identity's events arrive on their own stream). */
const UNKNOWN_AUTHOR: AuthorView = { displayName: "Kumite member", username: "", experience: "" };

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

/** Posts as members see them: with their comments and every author, in one read of each for the lot. */
async function asViews(store: ReadStore, posts: PostDocument[], hidden: ReadonlySet<string>): Promise<PostView[]> {
  const commentsOf = await commentsByPost(store, posts, hidden);
  const ids = new Set<string>();
  for (const post of posts) ids.add(post.authorId);
  for (const comments of commentsOf.values()) for (const comment of comments) ids.add(comment.authorId);
  const authors = await membersById(store, ids, AUTHOR_FIELDS);
  const authorOf = (id: string) => {
    const author = authors.get(id);
    return author ? authorView(author) : UNKNOWN_AUTHOR;
  };
  return posts.map(({ _id, sortKey: _sortKey, ...post }) => ({
    id: _id,
    ...post,
    author: authorOf(post.authorId),
    comments: (commentsOf.get(_id) ?? []).map(({ _id: id, order: _order, ...comment }) => ({
      id,
      ...comment,
      author: authorOf(comment.authorId),
    })),
  }));
}

/** The comments of every post given but those of hidden authors, each post's in the order they were added. */
async function commentsByPost(
  store: ReadStore,
  posts: PostDocument[],
  hidden: ReadonlySet<string>,
): Promise<Map<string, CommentDocument[]>> {
  const byPost = new Map<string, CommentDocument[]>();
  if (posts.length === 0) return byPost;
  const comments = await store
    .collection<CommentDocument>(COMMENTS)
    .find({ postId: { $in: posts.map((post) => post._id) } }, { sort: { postId: 1, order: 1 } });
  for (const comment of comments) {
    if (hidden.has(comment.authorId)) continue;
    const list = byPost.get(comment.postId);
    if (list) list.push(comment);
    else byPost.set(comment.postId, [comment]);
  }
  return byPost;
}

/** One author as posts show them; a placeholder while identity's events have not arrived. */
export async function findAuthor(store: ReadStore, userId: string): Promise<AuthorView> {
  const author = await findMember(store, userId);
  return author ? authorView(author) : UNKNOWN_AUTHOR;
}

const AUTHOR_FIELDS = { displayName: 1, username: 1, experience: 1 } as const;
const authorView = ({ displayName, username, experience }: AuthorView): AuthorView => ({
  displayName,
  username,
  experience,
});

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
