import { PlusOutlined } from "@ant-design/icons";
import { Button, Modal, Typography } from "antd";
import { useState } from "react";

/** The header's Create Post button. The dialog's form arrives with the posts issue. */
export function CreatePostButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} aria-label="Create Post" onClick={() => setOpen(true)}>
        <span className="kumite-desktop-only">Create Post</span>
      </Button>
      <Modal title="Create Post" open={open} onCancel={() => setOpen(false)} footer={null}>
        <Typography.Paragraph type="secondary">Posting to the community feed is not available yet.</Typography.Paragraph>
      </Modal>
    </>
  );
}
