import TeamOutlined from "@ant-design/icons/TeamOutlined";
import { Link } from "@tanstack/react-router";
import { Flex, Skeleton, theme } from "antd";
import { useGroupChats, type GroupChatKind } from "@/shared/api/get-group-chats.ts";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useMessagesText } from "../i18n/catalog.ts";

export interface GroupChatsTabProps {
  /** "dojo_group" for the Dojo Chat tab; null for Groups (every other kind). */
  type: GroupChatKind;
  /** Closes the dialog as the chat opens. */
  onChosen: () => void;
  emptyTitle: string;
  emptyHint: string;
  emptyLink: { to: "/" | "/dojos"; label: string };
}

/** One's group chats; choosing one opens /group-chat?groupId={id} (SPEC §2 shows no more of it). */
export function GroupChatsTab({ type, onChosen, emptyTitle, emptyHint, emptyLink }: GroupChatsTabProps) {
  const { token } = theme.useToken();
  const { t } = useMessagesText();
  const query = useGroupChats(type);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  // A list that failed to load reads as none: the tab offers the way to one either way.
  const chats = (query.data ?? []).filter((chat) => (type ? chat.type === type : chat.type !== "dojo_group"));
  if (chats.length === 0) {
    return (
      <EmptyState
        place="section"
        image={false}
        title={emptyTitle}
        description={emptyHint}
        action={
          <LinkButton to={emptyLink.to} onClick={onChosen}>
            {emptyLink.label}
          </LinkButton>
        }
      />
    );
  }
  return (
    <ul
      aria-label={type ? t("groupChats.dojoLabel") : t("groupChats.groupsLabel")}
      style={{ listStyle: "none", margin: 0, padding: 0, maxHeight: 360, overflowY: "auto" }}
    >
      {chats.map((chat) => (
        <li key={chat.id}>
          <Link
            to="/group-chat"
            search={{ groupId: chat.id }}
            onClick={onChosen}
            style={{
              display: "flex",
              gap: 12,
              alignItems: "center",
              padding: "8px 12px",
              color: token.colorText,
              textDecoration: "none",
              borderRadius: token.borderRadius,
            }}
          >
            <TeamOutlined aria-hidden style={{ fontSize: 20, color: token.colorTextSecondary }} />
            <Flex vertical style={{ minWidth: 0 }}>
              <strong>{chat.name}</strong>
              {chat.description && (
                <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>{chat.description}</span>
              )}
              <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>
                {t("groupChats.members", { count: chat.memberCount })}
              </span>
            </Flex>
          </Link>
        </li>
      ))}
    </ul>
  );
}
