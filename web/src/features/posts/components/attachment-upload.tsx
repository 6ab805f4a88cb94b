import PaperClipOutlined from "@ant-design/icons/PaperClipOutlined";
import { ATTACHMENTS } from "@kumite/contracts/limits";
import { Button, Typography, Upload, type UploadFile, type UploadProps } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { uploadAttachment, type UploadedAttachment } from "../api/upload-attachment.ts";
import { usePostsText } from "../i18n/catalog.ts";
import { refuseAttachment, tooLarge } from "../utils/attachment-limits.ts";

export type AttachmentFile = UploadFile<UploadedAttachment>;

export interface AttachmentUploadProps {
  fileList: AttachmentFile[];
  onChange: (fileList: AttachmentFile[]) => void;
}

/**
 * Pictures and videos for a post: each file gets an upload ticket, then its bytes go up with a
 * progress bar. Files over the limits of SPEC §9 are refused before anything is sent.
 */
export function AttachmentUpload({ fileList, onChange }: AttachmentUploadProps) {
  const { t } = usePostsText();
  const toast = useToast();

  const beforeUpload: UploadProps["beforeUpload"] = (file, batch) => {
    const acceptedBefore = batch.slice(0, batch.indexOf(file)).filter((chosen) => !tooLarge(chosen)).length;
    const refusal = refuseAttachment(file, fileList.length + acceptedBefore, t);
    if (!refusal) return true;
    toast.error(refusal.title, refusal.detail);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<UploadedAttachment>["customRequest"] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const upload = uploadAttachment(file as File, (percent) => onProgress?.({ percent }));
    upload.done.then(
      (uploaded) => onSuccess?.(uploaded),
      // A cancelled upload (file removed, dialog gone) is no failure to report.
      (error: Error) => {
        if (error.name !== "AbortError") onError?.(error);
      },
    );
    return { abort: upload.abort };
  };

  const handleChange: UploadProps<UploadedAttachment>["onChange"] = ({ file, fileList: next }) => {
    onChange(next);
    if (file.status === "done" && next.every((entry) => entry.status !== "uploading")) {
      toast.success(t("attachments.uploaded"));
    }
    if (file.status === "error") {
      toast.error(
        t("attachments.uploadFailed"),
        serverMessage(file.error, t("attachments.couldNotUpload", { name: file.name })),
      );
    }
  };

  return (
    <>
      <Upload<UploadedAttachment>
        multiple
        accept="image/*,video/*"
        listType="picture"
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
      >
        <Button icon={<PaperClipOutlined aria-hidden />}>{t("attachments.add")}</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("attachments.limits", { maxFiles: ATTACHMENTS.maxFiles, maxMb: ATTACHMENTS.maxFileBytes / 1024 / 1024 })}
      </Typography.Text>
    </>
  );
}
