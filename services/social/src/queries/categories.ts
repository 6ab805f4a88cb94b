import type { CategoryCount } from "@kumite/contracts/social/views";
import { POST_CATEGORIES, type PostCategory } from "@kumite/contracts/values";
import type { ReadStore } from "@kumite/kit/read-store";
import {
  AUTHOR_CATEGORIES,
  POST_DAYS,
  type AuthorCategoriesDocument,
  type PostDayDocument,
} from "../projections/collections.ts";

/**
 * Every category of SPEC §3 in its order, with how many posts it has (0 included): its days' counts
 * added up, less the posts of authors hidden from the reader.
 */
export async function categoryCounts(
  store: ReadStore,
  hidden: ReadonlySet<string> = new Set(),
): Promise<CategoryCount[]> {
  const [days, hiddenAuthors] = await Promise.all([
    store.collection<PostDayDocument>(POST_DAYS).find({}, { fields: { categories: 1 } }),
    hidden.size === 0
      ? []
      : store
          .collection<AuthorCategoriesDocument>(AUTHOR_CATEGORIES)
          .find({ _id: { $in: [...hidden] } }, { fields: { categories: 1 } }),
  ]);
  const byCategory = new Map<PostCategory, number>();
  const add = (categories: Record<string, number> = {}, sign: 1 | -1) => {
    for (const [category, count] of Object.entries(categories))
      byCategory.set(category as PostCategory, (byCategory.get(category as PostCategory) ?? 0) + sign * count);
  };
  for (const { categories } of days) add(categories, 1);
  for (const { categories } of hiddenAuthors) add(categories, -1);
  return POST_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
}
