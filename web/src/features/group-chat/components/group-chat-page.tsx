import { Card, Typography } from "antd";
import { useGroupChatText } from "../i18n/catalog.ts";
import { GroupChatsPanel } from "./group-chats-panel.tsx";

export interface GroupChatPageProps {
  /** ?groupId=: the chat to open (messages link here); without it, My Chats. */
  groupId?: string;
}

/** /group-chat: SPEC does not show its content; it shows the group chats dialog's body as a page. */
export function GroupChatPage({ groupId }: GroupChatPageProps) {
  const { t } = useGroupChatText();
  return (
    <section>
      <Typography.Title level={2}>{t("page.title")}</Typography.Title>
      <Card style={{ maxWidth: 720 }}>
        <GroupChatsPanel initialOpenId={groupId} />
      </Card>
    </section>
  );
}
