import type { PostCategory } from "@kumite/contracts/values";
import { Select } from "antd";
import { useCategoryCounts } from "../api/get-category-counts.ts";
import { ALL_POSTS_LABEL, countsByCategory, type CategoryFilterProps } from "../utils/category-filter.ts";
import { groupedCategoryOptions } from "../utils/category-groups.ts";

const ALL = "all";
const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** The small-screen category filter: a dropdown with the same entries and counts as the sidebar. */
export function CategorySelect({ selected, onSelect }: CategoryFilterProps) {
  const { data } = useCategoryCounts();
  const { countOf, total } = countsByCategory(data);
  const options = [
    { value: ALL, label: withCount(ALL_POSTS_LABEL, total), title: ALL_POSTS_LABEL },
    ...groupedCategoryOptions((category) => withCount(category, countOf(category))),
  ];

  return (
    <Select<string>
      id="feed-category-filter"
      aria-label="Filter by category"
      style={{ width: "100%" }}
      value={selected ?? ALL}
      options={options}
      virtual={false}
      onChange={(value) => onSelect(value === ALL ? null : (value as PostCategory))}
    />
  );
}
