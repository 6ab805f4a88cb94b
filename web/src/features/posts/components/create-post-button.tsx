import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Button } from "antd";
import { useState } from "react";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";

/** The header's Create Post button and the dialog it opens. */
export function CreatePostButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} aria-label="Create Post" onClick={() => setOpen(true)}>
        <span className="kumite-desktop-only">Create Post</span>
      </Button>
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
