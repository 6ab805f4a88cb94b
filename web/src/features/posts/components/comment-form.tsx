import SendOutlined from "@ant-design/icons/SendOutlined";
import { POST_LIMITS } from "@kumite/contracts/limits";
import { Button, Input, Space } from "antd";
import { useState } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useAddComment } from "../api/add-comment.ts";

/** Adds a comment with Enter or the button; blank text is never sent (SPEC §5). */
export function CommentForm({ postId }: { postId: string }) {
  const me = useCurrentUser();
  const toast = useToast();
  const addComment = useAddComment();
  const [text, setText] = useState("");
  const content = text.trim();

  const submit = async () => {
    if (!content || addComment.isPending) return;
    try {
      await addComment.mutateAsync({ content, postId, authorId: me.id });
      setText("");
      toast.success("Comment added!");
    } catch {
      toast.error("Error", "Failed to add comment. Please try again.");
    }
  };

  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input
        placeholder="Write a comment..."
        aria-label="Write a comment"
        maxLength={POST_LIMITS.commentMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => void submit()}
        disabled={addComment.isPending}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        aria-label="Add comment"
        disabled={!content}
        loading={addComment.isPending}
        onClick={() => void submit()}
      />
    </Space.Compact>
  );
}
