import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useHeaderRoom } from "@/shared/hooks/use-header-room.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";

/** The header's Create Post button (its words only where the header has room) and the dialog it opens. */
export function CreatePostButton() {
  const { t } = usePostsText();
  const [open, setOpen] = useState(false);
  const { wordedActions } = useHeaderRoom();
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} aria-label={t("create.button")} onClick={() => setOpen(true)}>
        {wordedActions ? t("create.button") : null}
      </Button>
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
