import { Form, Modal } from "antd";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { useCreateDialogSend } from "@/shared/hooks/use-create-dialog-send.ts";
import { useFoundDojo } from "../api/found-dojo.ts";
import { useDojoProfileCheck } from "../hooks/use-dojo-profile-check.ts";
import { useDojosText } from "../i18n/catalog.ts";
import type { DojoProfileDraft } from "../utils/dojo-profile-check.ts";
import { DojoProfileFields } from "./dojo-profile-fields.tsx";

export interface CreateDojoDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Create Dojo dialog (SPEC §2, §5): closes and resets after success; cancelling keeps the draft. */
export function CreateDojoDialog({ open, onClose }: CreateDojoDialogProps) {
  const { t } = useDojosText();
  const foundDojo = useFoundDojo();
  const [form] = Form.useForm<Partial<DojoProfileDraft>>();
  const check = useDojoProfileCheck(form);
  const send = useCreateDialogSend(form, onClose);
  const nameBlank = !(Form.useWatch("name", form) ?? "").trim();

  const submit = async () => {
    const profile = check();
    if (!profile) return;
    await send(() => foundDojo.mutateAsync(profile), {
      created: t("create.created"),
      failed: t("create.failed"),
      detail: (error) => failureDetail(error, t("create.failedDetail")),
    });
  };

  return (
    <Modal
      title={t("create.title")}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("create.submit")}
      cancelText={t("create.cancel")}
      okButtonProps={{ disabled: nameBlank, loading: foundDojo.isPending }}
      width={640}
    >
      <Form<Partial<DojoProfileDraft>>
        form={form}
        layout="vertical"
        aria-label={t("create.title")}
        disabled={foundDojo.isPending}
        onFinish={() => void submit()}
      >
        <DojoProfileFields />
      </Form>
    </Modal>
  );
}
