import MessageOutlined from "@ant-design/icons/MessageOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useGroupChatText } from "../i18n/catalog.ts";
import { LazyGroupChatsDialog } from "./lazy-group-chats-dialog.ts";

/** Home composer's "Chat" shortcut (SPEC §2): opens the group chats dialog. */
export function GroupChatsShortcut() {
  const { t } = useGroupChatText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<MessageOutlined aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("shortcut")}
      </Button>
      <LazyGroupChatsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
