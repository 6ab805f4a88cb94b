import type { CategoryCount } from "@kumite/contracts/social/views";
import type { PostCategory } from "@kumite/contracts/values";

export interface CategoryFilterProps {
  /** null: all categories. */
  selected: PostCategory | null;
  onSelect: (category: PostCategory | null) => void;
}

/** Count per category (0 while the counts load) and their sum, for the "all" entry. */
export function countsByCategory(counts: readonly CategoryCount[] | undefined) {
  const byCategory = new Map(counts?.map(({ category, count }) => [category, count]));
  const total = counts?.reduce((sum, { count }) => sum + count, 0);
  return { countOf: (category: PostCategory) => byCategory.get(category), total };
}
