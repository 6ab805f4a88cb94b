import { Input, Modal, Typography } from "antd";
import { useId, useState } from "react";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { useOptionsText } from "../i18n/catalog.ts";

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The confirm of account deletion: the password must be non-blank (SPEC §5); on success "Account
 * deleted" and sign-out (SPEC §4), else the server's message or "Failed to delete account" (SPEC §8).
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useOptionsText();
  const toast = useToast();
  const { logout } = useSession();
  const deletion = useDeleteAccount();
  const [password, setPassword] = useState("");
  const ids = { password: useId(), text: useId() };

  const close = () => {
    setPassword("");
    onClose();
  };

  const confirm = async () => {
    if (!password.trim()) {
      toast.error(t("account.delete.passwordRequired"), t("account.delete.passwordRequiredDetail"));
      document.getElementById(ids.password)?.focus();
      return;
    }
    try {
      await deletion.mutateAsync(password);
    } catch (error) {
      toast.error(serverMessage(error, t("account.delete.failed")));
      return;
    }
    toast.success(t("account.delete.deleted"));
    await logout();
  };

  return (
    <Modal
      title={t("account.delete.confirmTitle")}
      open={open}
      onCancel={close}
      onOk={() => void confirm()}
      okText={t("account.delete.confirm")}
      cancelText={t("account.delete.cancel")}
      okButtonProps={{ loading: deletion.isPending }}
      cancelButtonProps={{ disabled: deletion.isPending }}
    >
      <form
        aria-describedby={ids.text}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Typography.Paragraph id={ids.text}>{t("account.delete.confirmText")}</Typography.Paragraph>
        <label htmlFor={ids.password}>
          <Typography.Text strong>{t("account.delete.password")}</Typography.Text>
        </label>
        <Input.Password
          id={ids.password}
          autoComplete="current-password"
          value={password}
          disabled={deletion.isPending}
          onChange={(event) => setPassword(event.target.value)}
          style={{ marginTop: 4 }}
        />
      </form>
    </Modal>
  );
}
