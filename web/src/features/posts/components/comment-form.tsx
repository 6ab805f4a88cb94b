import SendOutlined from "@ant-design/icons/SendOutlined";
import { POST_LIMITS } from "@kumite/contracts/limits";
import { Button, Input, Space } from "antd";
import { useState, type KeyboardEvent } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useAddComment } from "../api/add-comment.ts";
import { usePostsText } from "../i18n/catalog.ts";

/** Adds a comment with Enter or the button; blank text is never sent (SPEC §5). */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = usePostsText();
  const me = useCurrentUser();
  const toast = useToast();
  const addComment = useAddComment();
  const [text, setText] = useState("");
  const content = text.trim();

  const submit = async () => {
    if (!content || addComment.isPending) return;
    try {
      const added = await addComment.mutateAsync({ content, postId, authorId: me.id });
      setText("");
      // A comment waiting in the outbox shows under the post as "Waiting to send" instead.
      if (added) toast.success(t("comment.added"));
    } catch {
      toast.error(t("comment.error"), t("comment.failed"));
    }
  };

  const onPressEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an input method's composition (Japanese, Chinese…) is not a submit.
    if (event.nativeEvent.isComposing) return;
    void submit();
  };

  return (
    <Space.Compact style={{ width: "100%" }}>
      <Input
        placeholder={t("comment.placeholder")}
        aria-label={t("comment.label")}
        maxLength={POST_LIMITS.commentMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={onPressEnter}
        // Read-only rather than disabled while sending: a disabled field drops the keyboard focus
        // of whoever just pressed Enter, and they would have to find the field again.
        readOnly={addComment.isPending}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        aria-label={t("comment.submit")}
        disabled={!content}
        loading={addComment.isPending}
        onClick={() => void submit()}
      />
    </Space.Compact>
  );
}
