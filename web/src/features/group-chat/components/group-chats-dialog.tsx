import { Modal } from "antd";
import { GroupChatsPanel } from "./group-chats-panel.tsx";

export interface GroupChatsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The group chats dialog, opened from Home's Chat shortcut; it starts afresh on each opening. */
export function GroupChatsDialog({ open, onClose }: GroupChatsDialogProps) {
  return (
    <Modal title="Group Chats" open={open} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <GroupChatsPanel />
    </Modal>
  );
}
