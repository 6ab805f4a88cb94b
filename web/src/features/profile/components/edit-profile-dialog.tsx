import { Modal } from "antd";
import { EditProfileForm } from "./edit-profile-form.tsx";

export interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The "Edit profile" dialog: a fresh form, prefilled from the session user, each time it opens. */
export function EditProfileDialog({ open, onClose }: EditProfileDialogProps) {
  return (
    <Modal title="Edit profile" open={open} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <EditProfileForm onDone={onClose} />
    </Modal>
  );
}
