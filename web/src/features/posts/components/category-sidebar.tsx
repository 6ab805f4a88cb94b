import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import type { PostCategory } from "@kumite/contracts/values";
import { Card, Menu, type MenuProps } from "antd";
import { useCategoryCounts } from "../api/get-category-counts.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { CATEGORY_GROUPS, categoryLabel } from "../utils/category-groups.ts";
import { countsByCategory, type CategoryFilterProps } from "../utils/category-filter.ts";

const ALL = "all";

/** The large-screen category filter: "All Posts" and every category, each with its post count. */
export function CategorySidebar({ selected, onSelect }: CategoryFilterProps) {
  const { t } = usePostsText();
  const { data } = useCategoryCounts();
  const { countOf, total } = countsByCategory(data);

  const items: MenuProps["items"] = [
    { key: ALL, label: t("filter.all"), icon: <AppstoreOutlined aria-hidden />, extra: total },
    ...CATEGORY_GROUPS.map((group) => ({
      type: "group" as const,
      key: group.key,
      label: t(`filter.groups.${group.key}`),
      children: group.categories.map((category) => ({
        key: category,
        label: categoryLabel(t, category),
        extra: countOf(category),
      })),
    })),
  ];

  return (
    <Card title={t("filter.title")} size="small" styles={{ body: { padding: 4 } }}>
      <nav aria-label={t("filter.navigation")}>
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
