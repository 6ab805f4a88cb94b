import type { ReadStore } from "@kumite/kit/read-store";
import { POSTS, type PostDocument } from "../projections/collections.ts";
import { wordsOf } from "../projections/trending.ts";

// The day counts (POST_DAYS) hold every post; a reader's trending topics leave out the posts of
// authors hidden from them, taken off at read time so that nothing stored changes with a block or
// a suspension, and an unblock or a lift restores them at once. The seven days bound the walk; the
// sidebar's counts, of all time, take each author's totals off instead (AUTHOR_CATEGORIES).

type CountedPost = Pick<PostDocument, "category" | "title" | "content">;

/** The posts of `hidden` authors since the day `since` (`YYYY-MM-DD`): one seek per author. */
export async function hiddenAuthorsPosts(
  store: ReadStore,
  hidden: ReadonlySet<string>,
  since: string,
): Promise<CountedPost[]> {
  if (hidden.size === 0) return [];
  return store
    .collection<PostDocument>(POSTS)
    .find(
      { authorId: { $in: [...hidden] }, sortKey: { $gte: since } },
      { fields: { category: 1, title: 1, content: 1 } },
    );
}

/** What a post counted for on its day, as the feed projection counted it (addTrending). */
export function termsOf(post: CountedPost): { category: string; words: string[] } {
  return { category: post.category, words: wordsOf(`${post.title ?? ""} ${post.content}`) };
}
