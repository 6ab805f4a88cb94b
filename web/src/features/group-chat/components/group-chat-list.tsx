import type { GroupChatView } from "@kumite/contracts/messaging/views";
import { Alert, Button, Flex, Skeleton, Tag, theme } from "antd";
import { useEffect, useRef } from "react";
import { useGroupChats } from "@/shared/api/get-group-chats.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useGroupChatText } from "../i18n/catalog.ts";
import { groupChatTypeLabel } from "../utils/group-chat-types.ts";
import { formatMemberCount } from "../utils/member-count.ts";

export interface GroupChatListProps {
  onOpen: (chat: GroupChatView) => void;
  /** The empty state's action: to the Create tab. */
  onCreate: () => void;
  /** The chat just left: its button takes focus again. */
  focusId?: string;
}

/** "My Chats": the member's group chats, each a button that opens its thread. */
export function GroupChatList({ onOpen, onCreate, focusId }: GroupChatListProps) {
  const { token } = theme.useToken();
  const { t } = useGroupChatText();
  const { data: chats, isLoading, error } = useGroupChats();
  const focusRef = useRef<HTMLButtonElement>(null);
  useEffect(() => focusRef.current?.focus(), []);

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <Alert type="error" showIcon title={t("list.loadError")} description={t("list.tryLater")} />;
  if (!chats?.length) {
    return (
      <EmptyState
        place="section"
        title={t("list.empty")}
        action={
          <Button type="primary" onClick={onCreate}>
            {t("list.create")}
          </Button>
        }
      />
    );
  }
  return (
    <PlainList label={t("list.label")} gap={8}>
      {chats.map((chat) => (
        <li key={chat.id}>
          <button
            ref={chat.id === focusId ? focusRef : undefined}
            type="button"
            onClick={() => onOpen(chat)}
            style={{
              width: "100%",
              padding: "10px 12px",
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              background: token.colorFillQuaternary,
              color: token.colorText,
              font: "inherit",
              textAlign: "left",
              cursor: "pointer",
            }}
          >
            <Flex justify="space-between" align="center" gap={8}>
              <strong style={{ overflowWrap: "anywhere" }}>{chat.name}</strong>
              <Tag style={{ marginInlineEnd: 0 }}>{groupChatTypeLabel(chat.type, t)}</Tag>
            </Flex>
            {chat.description && (
              <div style={{ color: token.colorTextSecondary, overflowWrap: "anywhere" }}>{chat.description}</div>
            )}
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {formatMemberCount(chat.memberCount, t)}
            </div>
          </button>
        </li>
      ))}
    </PlainList>
  );
}
