import { Modal } from "antd";
import { useProfileText } from "../i18n/catalog.ts";
import { EditProfileForm } from "./edit-profile-form.tsx";

export interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The "Edit profile" dialog: a fresh form, prefilled from the session user, each time it opens. */
export function EditProfileDialog({ open, onClose }: EditProfileDialogProps) {
  const { t } = useProfileText();
  return (
    <Modal title={t("edit.title")} open={open} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <EditProfileForm onDone={onClose} />
    </Modal>
  );
}
