import EditOutlined from "@ant-design/icons/EditOutlined";
import { PRODUCT_NAME, type PostCategory } from "@kumite/contracts/values";
import { Button } from "antd";
import { useState } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { usePostsText } from "../i18n/catalog.ts";
import { categoryLabel } from "../utils/category-groups.ts";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";

/** An empty feed: a welcome and "Create Your First Post" (SPEC §2). */
export function EmptyFeed({ category }: { category: PostCategory | null }) {
  const { t } = usePostsText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <EmptyState
        title={t("emptyFeed.welcome", { product: PRODUCT_NAME })}
        description={
          category ? t("emptyFeed.noPostsIn", { category: categoryLabel(t, category) }) : t("emptyFeed.beFirst")
        }
        action={
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
            {t("emptyFeed.createFirst")}
          </Button>
        }
      />
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
