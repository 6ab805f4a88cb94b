import type { CreatePostInput } from "@kumite/contracts/social/commands";
import { POST_LIMITS } from "@kumite/contracts/limits";
import type { PostCategory } from "@kumite/contracts/values";
import { Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useCreatePost } from "../api/create-post.ts";
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

const CATEGORY_OPTIONS = groupedCategoryOptions();

/** The create-post dialog (SPEC §2): it closes and resets after success; cancelling keeps the draft. */
export function CreatePostDialog({ open, onClose }: CreatePostDialogProps) {
  const me = useCurrentUser();
  const toast = useToast();
  const createPost = useCreatePost();
  const [form] = Form.useForm<PostFormValues>();
  const [files, setFiles] = useState<AttachmentFile[]>([]);
  const content = Form.useWatch("content", form)?.trim() ?? "";
  const category = Form.useWatch("category", form);
  const uploading = files.some((file) => file.status === "uploading");
  const canPost = content !== "" && category !== undefined && !uploading;

  const submit = async () => {
    if (!canPost) return;
    const title = form.getFieldValue("title")?.trim() as string | undefined;
    const attachments = files.flatMap((file) => (file.status === "done" && file.response ? [file.response.objectURL] : []));
    const body: CreatePostInput = { content, category, authorId: me.id };
    if (title) body.title = title;
    if (attachments.length > 0) body.attachments = attachments;
    try {
      await createPost.mutateAsync(body);
      toast.success("Post created!");
      form.resetFields();
      setFiles([]);
      onClose();
    } catch {
      toast.error("Error", "Failed to create post. Please try again.");
    }
  };

  return (
    <Modal
      title="Create Post"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Post"
      okButtonProps={{ disabled: !canPost, loading: createPost.isPending }}
      destroyOnHidden
    >
      <Form<PostFormValues> form={form} layout="vertical" aria-label="Create Post" disabled={createPost.isPending}>
        <Form.Item name="title" label="Title (optional)">
          <Input placeholder="Give your post a title" maxLength={POST_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="content" label="Content" required>
          <Input.TextArea
            placeholder="Share your thoughts, techniques, or questions..."
            autoSize={{ minRows: 4, maxRows: 12 }}
            maxLength={POST_LIMITS.contentMax}
          />
        </Form.Item>
        <Form.Item name="category" label="Category" required>
          <Select placeholder="Select a category" options={CATEGORY_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item label="Attachments">
          <AttachmentUpload fileList={files} onChange={setFiles} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
