import type { CreatePostInput } from "@kumite/contracts/social/commands";
import { POST_LIMITS } from "@kumite/contracts/limits";
import type { PostCategory } from "@kumite/contracts/values";
import { Form, Input, Modal, Select } from "antd";
import { useMemo, useState } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useCreateDialogSend } from "@/shared/hooks/use-create-dialog-send.ts";
import { useCreatePost } from "../api/create-post.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { groupedCategoryOptions } from "../utils/category-groups.ts";
import { AttachmentUpload, type AttachmentFile } from "./attachment-upload.tsx";

interface PostFormValues {
  title?: string;
  content?: string;
  category?: PostCategory;
}

export interface CreatePostDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The create-post dialog (SPEC §2): it closes and resets after success; cancelling keeps the draft. */
export function CreatePostDialog({ open, onClose }: CreatePostDialogProps) {
  const { t } = usePostsText();
  // Built once per language, not on every keystroke (the form re-renders as content is typed).
  const categoryOptions = useMemo(() => groupedCategoryOptions(t), [t]);
  const me = useCurrentUser();
  const createPost = useCreatePost();
  const [form] = Form.useForm<PostFormValues>();
  const send = useCreateDialogSend(form, onClose);
  const [files, setFiles] = useState<AttachmentFile[]>([]);
  const content = Form.useWatch("content", form)?.trim() ?? "";
  const category = Form.useWatch("category", form);
  const uploading = files.some((file) => file.status === "uploading");
  const canPost = content !== "" && category !== undefined && !uploading;

  const submit = async () => {
    if (!canPost) return;
    const title = form.getFieldValue("title")?.trim() as string | undefined;
    const attachments = files.flatMap((file) =>
      file.status === "done" && file.response ? [file.response.objectURL] : [],
    );
    const body: CreatePostInput = { content, category, authorId: me.id };
    if (title) body.title = title;
    if (attachments.length > 0) body.attachments = attachments;
    const sent = await send(() => createPost.mutateAsync(body), {
      created: t("create.created"),
      failed: t("create.error"),
      detail: () => t("create.failed"),
    });
    if (sent) setFiles([]);
  };

  return (
    <Modal
      title={t("create.title")}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("create.submit")}
      okButtonProps={{ disabled: !canPost, loading: createPost.isPending }}
      destroyOnHidden
    >
      <Form<PostFormValues>
        form={form}
        layout="vertical"
        aria-label={t("create.title")}
        disabled={createPost.isPending}
      >
        <Form.Item name="title" label={t("create.titleLabel")}>
          <Input placeholder={t("create.titlePlaceholder")} maxLength={POST_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="content" label={t("create.contentLabel")} required>
          <Input.TextArea
            placeholder={t("create.contentPlaceholder")}
            autoSize={{ minRows: 4, maxRows: 12 }}
            maxLength={POST_LIMITS.contentMax}
          />
        </Form.Item>
        <Form.Item name="category" label={t("create.categoryLabel")} required>
          <Select placeholder={t("create.categoryPlaceholder")} options={categoryOptions} virtual={false} />
        </Form.Item>
        <Form.Item label={t("create.attachmentsLabel")}>
          <AttachmentUpload fileList={files} onChange={setFiles} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
