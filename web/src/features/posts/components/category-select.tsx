import type { PostCategory } from "@kumite/contracts/values";
import { Select } from "antd";
import { useCategoryCounts } from "../api/get-category-counts.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { countsByCategory, type CategoryFilterProps } from "../utils/category-filter.ts";
import { groupedCategoryOptions } from "../utils/category-groups.ts";

const ALL = "all";
const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** The small-screen category filter: a dropdown with the same entries and counts as the sidebar. */
export function CategorySelect({ selected, onSelect }: CategoryFilterProps) {
  const { t } = usePostsText();
  const { data } = useCategoryCounts();
  const { countOf, total } = countsByCategory(data);
  const allLabel = t("filter.all");
  const options = [
    { value: ALL, label: withCount(allLabel, total), title: allLabel },
    ...groupedCategoryOptions(t, (label, category) => withCount(label, countOf(category))),
  ];

  return (
    <Select<string>
      id="feed-category-filter"
      aria-label={t("filter.select")}
      style={{ width: "100%" }}
      value={selected ?? ALL}
      options={options}
      virtual={false}
      onChange={(value) => onSelect(value === ALL ? null : (value as PostCategory))}
    />
  );
}
