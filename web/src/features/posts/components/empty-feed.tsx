import EditOutlined from "@ant-design/icons/EditOutlined";
import { PRODUCT_NAME, type PostCategory } from "@kumite/contracts/values";
import { Button, Card, Empty, Typography } from "antd";
import { useState } from "react";
import { LazyCreatePostDialog } from "./lazy-create-post-dialog.ts";

/** An empty feed: a welcome and "Create Your First Post" (SPEC §2). */
export function EmptyFeed({ category }: { category: PostCategory | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              {`Welcome to the ${PRODUCT_NAME} community!`}
            </Typography.Title>
            <Typography.Text type="secondary">
              {category
                ? `No posts in ${category} yet. Start the conversation.`
                : "Be the first to share your training, a technique or a question."}
            </Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Create Your First Post
        </Button>
      </Empty>
      <LazyCreatePostDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
