import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import type { PostCategory } from "@kumite/contracts/values";
import { Card, Menu, type MenuProps } from "antd";
import { useCategoryCounts } from "../api/get-category-counts.ts";
import { CATEGORY_GROUPS } from "../utils/category-groups.ts";
import { ALL_POSTS_LABEL, countsByCategory, type CategoryFilterProps } from "../utils/category-filter.ts";

const ALL = "all";

/** The large-screen category filter: "All Posts" and every category, each with its post count. */
export function CategorySidebar({ selected, onSelect }: CategoryFilterProps) {
  const { data } = useCategoryCounts();
  const { countOf, total } = countsByCategory(data);

  const items: MenuProps["items"] = [
    { key: ALL, label: ALL_POSTS_LABEL, icon: <AppstoreOutlined aria-hidden />, extra: total },
    ...CATEGORY_GROUPS.map((group) => ({
      type: "group" as const,
      key: group.label,
      label: group.label,
      children: group.categories.map((category) => ({ key: category, label: category, extra: countOf(category) })),
    })),
  ];

  return (
    <Card title="Categories" size="small" styles={{ body: { padding: 4 } }}>
      <nav aria-label="Post categories">
        <Menu
          mode="inline"
          style={{ borderInlineEnd: "none", background: "transparent" }}
          selectedKeys={[selected ?? ALL]}
          items={items}
          onClick={({ key }) => onSelect(key === ALL ? null : (key as PostCategory))}
        />
      </nav>
    </Card>
  );
}
