import EditOutlined from "@ant-design/icons/EditOutlined";
import { PRODUCT_NAME, type PostCategory } from "@kumite/contracts/values";
import { Button, Card, Empty, Typography } from "antd";
import { useState } from "react";
import { usePostsText } from "../i18n/catalog.ts";
import { categoryLabel } from "../utils/category-groups.ts";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";

/** An empty feed: a welcome and "Create Your First Post" (SPEC §2). */
export function EmptyFeed({ category }: { category: PostCategory | null }) {
  const { t } = usePostsText();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              {t("emptyFeed.welcome", { product: PRODUCT_NAME })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {category ? t("emptyFeed.noPostsIn", { category: categoryLabel(t, category) }) : t("emptyFeed.beFirst")}
            </Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t("emptyFeed.createFirst")}
        </Button>
      </Empty>
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
