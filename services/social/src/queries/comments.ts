import { POST_LIMITS } from "@kumite/contracts/limits";
import type { PostCommentsQuery } from "@kumite/contracts/social/commands";
import { InvalidInput } from "@kumite/kit/errors";
import type { Filter, ReadStore } from "@kumite/kit/read-store";
import { COMMENTS, type CommentDocument } from "../projections/collections.ts";

// A post's comments as a reader sees them, hidden authors' left out. A post gathers comments without
// bound, so no read here grows with how many it has: a page and a post's latest few are walks down
// the (postId, order) index that stop once they hold enough, and the count is the one the feed
// projection keeps, less what hidden authors wrote under the post (one seek per hidden author).

export type CommentPage = { comments: CommentDocument[]; nextCursor: string | null };
type CommentOrder = PostCommentsQuery["order"];

const NOBODY: ReadonlySet<string> = new Set();
/** The most comments one step of a walk past hidden authors reads. */
const MAX_BATCH = 512;

const encodeCursor = (order: number) => Buffer.from(String(order)).toString("base64url");
function decodeCursor(cursor: string): number {
  const order = Buffer.from(cursor, "base64url").toString();
  if (!/^\d{1,20}(\.\d{1,20})?$/.test(order))
    throw new InvalidInput("Invalid cursor: use the x-next-cursor of the previous page", { code: "cursor.invalid" });
  return Number(order);
}

/** A page of the post's comments, newest or oldest first, from the cursor of the previous page. */
export async function commentPage(
  store: ReadStore,
  postId: string,
  query: PostCommentsQuery,
  hidden: ReadonlySet<string> = NOBODY,
): Promise<CommentPage> {
  const from = query.cursor ? decodeCursor(query.cursor) : null;
  const documents = await visibleComments(store, postId, query.order, from, query.limit + 1, hidden);
  const comments = documents.slice(0, query.limit);
  const nextCursor = documents.length > query.limit ? encodeCursor(comments.at(-1)!.order) : null;
  return { comments, nextCursor };
}

/** Each post's latest comments (POST_LIMITS.commentsInFeed at most), the oldest of them first. */
export async function latestComments(
  store: ReadStore,
  postIds: readonly string[],
  hidden: ReadonlySet<string> = NOBODY,
): Promise<Map<string, CommentDocument[]>> {
  const latest = await Promise.all(
    postIds.map((postId) => visibleComments(store, postId, "newest", null, POST_LIMITS.commentsInFeed, hidden)),
  );
  return new Map(postIds.map((postId, index) => [postId, latest[index]!.reverse()]));
}

/** How many comments hidden authors wrote under each post given: taken off the post's kept count. */
export async function hiddenCommentCounts(
  store: ReadStore,
  postIds: readonly string[],
  hidden: ReadonlySet<string>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (hidden.size === 0 || postIds.length === 0) return counts;
  const comments = store.collection<CommentDocument>(COMMENTS);
  // One author at a time: the (authorId, postId) index then seeks each post, where one filter with
  // both lists would walk every comment the hidden authors ever wrote.
  const found = await Promise.all(
    [...hidden].map((authorId) =>
      comments.find({ authorId, postId: { $in: [...postIds] } }, { fields: { postId: 1 } }),
    ),
  );
  for (const written of found) for (const { postId } of written) counts.set(postId, (counts.get(postId) ?? 0) + 1);
  return counts;
}

// The walk down the index stops once it holds `wanted`. Hidden authors' comments cannot be left out
// by the filter without losing that (the store takes no $nin), so it steps past them itself, in
// batches from where the last one ended, larger each time one comes back mostly hidden.
async function visibleComments(
  store: ReadStore,
  postId: string,
  order: CommentOrder,
  from: number | null,
  wanted: number,
  hidden: ReadonlySet<string>,
): Promise<CommentDocument[]> {
  const comments = store.collection<CommentDocument>(COMMENTS);
  const direction = order === "newest" ? -1 : 1;
  const past = (at: number | null): Filter<CommentDocument> =>
    at === null ? { postId } : { postId, order: direction < 0 ? { $lt: at } : { $gt: at } };
  if (hidden.size === 0) return comments.find(past(from), { sort: { order: direction }, limit: wanted });
  const found: CommentDocument[] = [];
  for (let batch = wanted; ; batch = Math.min(batch * 2, MAX_BATCH)) {
    const documents = await comments.find(past(from), { sort: { order: direction }, limit: batch });
    for (const comment of documents) {
      if (hidden.has(comment.authorId)) continue;
      if (found.push(comment) === wanted) return found;
    }
    if (documents.length < batch) return found;
    from = documents.at(-1)!.order;
  }
}
