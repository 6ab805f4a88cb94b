import type { CategoryCount } from "@kumite/contracts/social/views";
import { POST_CATEGORIES } from "@kumite/contracts/values";
import type { ReadStore } from "@kumite/kit/read-store/port";
import { CATEGORY_COUNTS, type CategoryCountDocument } from "../projections/collections.ts";

/** Every category of SPEC §3 in its order, with how many posts it has (0 included). */
export async function categoryCounts(store: ReadStore): Promise<CategoryCount[]> {
  const counts = await store.collection<CategoryCountDocument>(CATEGORY_COUNTS).find({});
  const byCategory = new Map(counts.map((entry) => [entry._id, entry.count]));
  return POST_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
}
