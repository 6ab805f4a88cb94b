import type { TrendingTopics } from "@kumite/contracts/social/views";
import type { PostCategory } from "@kumite/contracts/values";
import type { ReadStore } from "@kumite/kit/read-store";
import { POST_DAYS, type PostDayDocument } from "../projections/collections.ts";
import { dayOf } from "../projections/trending.ts";
import { hiddenAuthorsPosts, termsOf } from "./hidden-posts.ts";

const DAYS = 7;
const TOP_CATEGORIES = 5;
const TOP_WORDS = 10;
/** The last seven days' top categories and words, less the posts of authors hidden from the reader. */
export async function trendingTopics(
  store: ReadStore,
  now: Date,
  hidden: ReadonlySet<string> = new Set(),
): Promise<TrendingTopics> {
  const since = dayOf(new Date(now.getTime() - (DAYS - 1) * 24 * 60 * 60 * 1000).toISOString());
  const days = await store
    .collection<PostDayDocument>(POST_DAYS)
    .find({ _id: { $gte: since } }, { fields: { categories: 1, words: 1 } });
  const totals = { category: new Map<string, number>(), word: new Map<string, number>() };
  const add = (counts: Map<string, number>, terms: Record<string, number> = {}) => {
    for (const [term, count] of Object.entries(terms)) counts.set(term, (counts.get(term) ?? 0) + count);
  };
  for (const day of days) {
    add(totals.category, day.categories);
    add(totals.word, day.words);
  }
  for (const post of await hiddenAuthorsPosts(store, hidden, since)) {
    const terms = termsOf(post);
    totals.category.set(terms.category, (totals.category.get(terms.category) ?? 0) - 1);
    for (const word of terms.words) totals.word.set(word, (totals.word.get(word) ?? 0) - 1);
  }
  const top = (counts: Map<string, number>, limit: number) =>
    [...counts]
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit);
  const topics: TrendingTopics = {
    categories: top(totals.category, TOP_CATEGORIES).map(([category, count]) => ({
      category: category as PostCategory,
      count,
    })),
    words: top(totals.word, TOP_WORDS).map(([word, count]) => ({ word, count })),
  };
  return topics;
}
