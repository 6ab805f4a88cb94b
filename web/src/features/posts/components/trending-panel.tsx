import FireOutlined from "@ant-design/icons/FireOutlined";
import type { PostCategory } from "@kumite/contracts/values";
import { Button, Card, Flex, Skeleton, Typography } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useTrending } from "../api/get-trending.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { TopicTag } from "./topic-tag.tsx";
import { categoryLabel } from "../utils/category-groups.ts";

export interface TrendingPanelProps {
  /** Filters the feed to a trending category. */
  onSelectCategory: (category: PostCategory) => void;
}

/** The week's trending categories (each filters the feed) and words. */
export function TrendingPanel({ onSelectCategory }: TrendingPanelProps) {
  const { t } = usePostsText();
  const { data, isPending } = useTrending();
  const categories = data?.categories ?? [];
  const words = data?.words ?? [];

  return (
    <Card
      size="small"
      title={
        <span>
          <FireOutlined aria-hidden style={{ color: "#dc2626" }} /> {t("trending.title")}
        </span>
      }
    >
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : categories.length === 0 && words.length === 0 ? (
        <EmptyState place="section" title={t("trending.empty")} />
      ) : (
        <Flex vertical gap="small">
          {categories.length > 0 && (
            <Flex vertical gap={2} aria-label={t("trending.categories")}>
              {categories.map(({ category, count }) => (
                <Button
                  key={category}
                  type="text"
                  onClick={() => onSelectCategory(category)}
                  style={{ justifyContent: "space-between" }}
                >
                  <span>{categoryLabel(t, category)}</span>
                  <Typography.Text type="secondary">{t("trending.posts", { count })}</Typography.Text>
                </Button>
              ))}
            </Flex>
          )}
          {words.length > 0 && (
            <Flex wrap gap={4} aria-label={t("trending.words")}>
              {words.map(({ word, count }) => (
                <TopicTag key={word} title={t("trending.mentions", { count })}>{`#${word}`}</TopicTag>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
