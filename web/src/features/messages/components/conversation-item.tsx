import type { ConversationView } from "@kumite/contracts/messaging/views";
import { Link } from "@tanstack/react-router";
import { Badge, Flex, theme } from "antd";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { RelativeTime } from "@/shared/components/relative-time.tsx";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import { useMessagesText } from "../i18n/catalog.ts";
import { messageText } from "../utils/message-text.ts";
import { memberName } from "@/shared/format/member-name.ts";

export interface ConversationItemProps {
  conversation: ConversationView;
  myId: string;
  selected: boolean;
}

const ellipsis = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

/** One conversation: the member, the last message, its time and the unread count; opens it. */
export function ConversationItem({ conversation, myId, selected }: ConversationItemProps) {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  const { user, lastMessage, unreadCount } = conversation;
  const name = memberName(user);
  const text = messageText(lastMessage, t);
  const preview =
    lastMessage.senderId === myId && !lastMessage.system ? t("conversations.ownPreview", { content: text }) : text;

  return (
    <li>
      <Link
        to="/messages"
        search={{ user: user.id }}
        aria-current={selected ? "page" : undefined}
        style={{
          display: "flex",
          gap: 12,
          alignItems: "center",
          padding: "10px 12px",
          borderRadius: token.borderRadius,
          color: token.colorText,
          textDecoration: "none",
          background: selected ? token.colorFillSecondary : undefined,
          borderLeft: `3px solid ${selected ? token.colorPrimary : "transparent"}`,
        }}
      >
        <MemberAvatar name={name} size={40} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" gap="small" align="baseline">
            <strong style={ellipsis}>{name}</strong>
            <RelativeTime
              date={lastMessage.createdAt}
              style={{ color: token.colorTextSecondary, fontSize: 12, flexShrink: 0 }}
            />
          </Flex>
          <Flex justify="space-between" gap="small" align="center">
            <span style={{ ...ellipsis, color: token.colorTextSecondary, fontSize: 13 }}>{preview}</span>
            {unreadCount > 0 && (
              <>
                <span aria-hidden style={{ flexShrink: 0 }}>
                  <Badge count={unreadCount} overflowCount={99} color={token.colorPrimary} />
                </span>
                <span style={VISUALLY_HIDDEN}>{`, ${t("conversations.unread", { count: unreadCount })}`}</span>
              </>
            )}
          </Flex>
        </Flex>
      </Link>
    </li>
  );
}
