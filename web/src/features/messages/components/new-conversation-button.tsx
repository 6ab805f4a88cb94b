import EditOutlined from "@ant-design/icons/EditOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useMessagesText } from "../i18n/catalog.ts";
import { NewConversationDialog } from "./new-conversation-dialog.tsx";

export interface NewConversationButtonProps {
  existingIds: ReadonlySet<string>;
  onStarted: (memberId: string) => void;
}

/** Opens the new-conversation dialog (tabs Direct, Dojo Chat and Groups). */
export function NewConversationButton({ existingIds, onStarted }: NewConversationButtonProps) {
  const { t } = useMessagesText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<EditOutlined aria-hidden />}
        aria-label={t("newConversation.open")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("newConversation.button")}
      </Button>
      <NewConversationDialog
        open={open}
        onClose={() => setOpen(false)}
        existingIds={existingIds}
        onStarted={(memberId) => {
          setOpen(false);
          onStarted(memberId);
        }}
      />
    </>
  );
}
