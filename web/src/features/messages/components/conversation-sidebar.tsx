import { Card, Flex, Typography } from "antd";
import { useMessagesText } from "../i18n/catalog.ts";
import { ConversationList } from "./conversation-list.tsx";
import { NewConversationButton } from "./new-conversation-button.tsx";

export interface ConversationSidebarProps {
  selectedId: string | undefined;
  /** Conversations the member already has, which the Direct tab leaves out. */
  existingIds: ReadonlySet<string>;
  onStarted: (memberId: string) => void;
}

/** The left column: the heading, the new-conversation dialog and the conversation list. */
export function ConversationSidebar({ selectedId, existingIds, onStarted }: ConversationSidebarProps) {
  const { t } = useMessagesText();
  return (
    <Card
      style={{ height: "100%", display: "flex", flexDirection: "column" }}
      styles={{ body: { flex: 1, minHeight: 0, display: "flex", flexDirection: "column", gap: 12, padding: 16 } }}
    >
      <Flex justify="space-between" align="center" gap="small">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {t("page.title")}
        </Typography.Title>
        <NewConversationButton existingIds={existingIds} onStarted={onStarted} />
      </Flex>
      <ConversationList selectedId={selectedId} />
    </Card>
  );
}
