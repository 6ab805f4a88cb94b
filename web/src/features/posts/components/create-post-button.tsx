import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Button } from "antd";
import { useState } from "react";
import { usePostsText } from "../i18n/catalog.ts";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";

/** The header's Create Post button and the dialog it opens. */
export function CreatePostButton() {
  const { t } = usePostsText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} aria-label={t("create.button")} onClick={() => setOpen(true)}>
        <span className="kumite-desktop-only">{t("create.button")}</span>
      </Button>
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
