import { GENERAL_TOPICS, MARTIAL_ARTS, type PostCategory } from "@kumite/contracts/values";

export interface CategoryGroup {
  label: string;
  categories: readonly PostCategory[];
}

/** The post categories of SPEC §3 in their two groups, in order. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  { label: "Martial Arts", categories: MARTIAL_ARTS },
  { label: "General Topics", categories: GENERAL_TOPICS },
];

/** antd Select options, grouped; `label` decorates each category (a count, for instance). */
export function groupedCategoryOptions(label: (category: PostCategory) => string = (category) => category) {
  return CATEGORY_GROUPS.map((group) => ({
    label: group.label,
    title: group.label,
    options: group.categories.map((category) => ({ value: category, label: label(category), title: category })),
  }));
}
