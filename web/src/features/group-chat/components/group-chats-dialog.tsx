import { Modal } from "antd";
import { useGroupChatText } from "../i18n/catalog.ts";
import { GroupChatsPanel } from "./group-chats-panel.tsx";

export interface GroupChatsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The group chats dialog, opened from Home's Chat shortcut; it starts afresh on each opening. */
export function GroupChatsDialog({ open, onClose }: GroupChatsDialogProps) {
  const { t } = useGroupChatText();
  return (
    <Modal title={t("dialog.title")} open={open} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <GroupChatsPanel />
    </Modal>
  );
}
