import { REMOVAL_REASON_MAX } from "@kumite/contracts/dojo/commands";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { Checkbox, Form, Input, Modal, Typography } from "antd";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useRemoveFromDojo } from "../api/removals.ts";
import { useDojosText } from "../i18n/catalog.ts";

export interface RemoveMemberDialogProps {
  open: boolean;
  dojo: DojoView;
  member: { id: string; displayName: string };
  onClose: () => void;
}

type Draft = { reason?: string; bar?: boolean };

/**
 * "Remove from dojo", confirmed: the reason the member will read in their notifications (required,
 * as the server requires it) and whether they are barred from joining again.
 */
export function RemoveMemberDialog({ open, dojo, member, onClose }: RemoveMemberDialogProps) {
  const { t } = useDojosText();
  const toast = useToast();
  const remove = useRemoveFromDojo(dojo.id);
  const [form] = Form.useForm<Draft>();

  const confirm = async () => {
    const { reason = "", bar = false } = await form.validateFields();
    try {
      await remove.mutateAsync({ memberId: member.id, reason: reason.trim(), bar });
      toast.success(t("remove.removed", { name: member.displayName }));
      onClose();
    } catch {
      toast.error(t("remove.failedTitle"), t("remove.failed"));
    }
  };

  return (
    <Modal
      title={t("remove.title", { name: member.displayName, dojo: dojo.name })}
      open={open}
      onCancel={onClose}
      onOk={() => void confirm().catch(() => undefined)}
      okText={t("remove.confirm")}
      cancelText={t("remove.cancel")}
      // Not antd's danger style: white on its red misses AA contrast; the title says what is at stake.
      okButtonProps={{ loading: remove.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("remove.explain")}</Typography.Paragraph>
      <Form<Draft> form={form} layout="vertical" disabled={remove.isPending} initialValues={{ bar: false }}>
        <Form.Item
          name="reason"
          label={t("remove.reason")}
          rules={[{ required: true, whitespace: true, message: t("remove.reasonRequired") }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REMOVAL_REASON_MAX}
            showCount
            placeholder={t("remove.reasonPlaceholder")}
          />
        </Form.Item>
        <Form.Item name="bar" valuePropName="checked" extra={t("remove.barHint")}>
          <Checkbox>{t("remove.bar")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
