import type { CategoryCount } from "@kumite/contracts/social/views";
import { POST_CATEGORIES, type PostCategory } from "@kumite/contracts/values";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { POST_DAYS, type PostDayDocument } from "../projections/collections.ts";
import { hiddenAuthorsPosts } from "./hidden-posts.ts";

/**
 * Every category of SPEC §3 in its order, with how many posts it has (0 included): its days' counts
 * added up, less the posts of authors hidden from the reader.
 */
export async function categoryCounts(
  store: ReadStore,
  hidden: ReadonlySet<string> = new Set(),
): Promise<CategoryCount[]> {
  const days = await store.collection<PostDayDocument>(POST_DAYS).find({}, { fields: { categories: 1 } });
  const byCategory = new Map<PostCategory, number>();
  for (const { categories } of days) {
    for (const [category, count] of Object.entries(categories ?? {}))
      byCategory.set(category as PostCategory, (byCategory.get(category as PostCategory) ?? 0) + count);
  }
  for (const { category } of await hiddenAuthorsPosts(store, hidden))
    byCategory.set(category, (byCategory.get(category) ?? 0) - 1);
  return POST_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
}
