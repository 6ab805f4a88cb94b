import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { Alert, Flex, Input, Skeleton, theme } from "antd";
import { useState } from "react";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useConversations } from "../api/get-conversations.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { filterConversations } from "../utils/filter-conversations.ts";
import { ConversationItem } from "./conversation-item.tsx";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";

/** The searchable list of one's conversations, newest first (SPEC §2). */
export function ConversationList({ selectedId }: { selectedId: string | undefined }) {
  const me = useCurrentUser();
  const { t } = useMessagesText();
  const { t: tCommon } = useCommonText();
  const { token } = theme.useToken();
  const conversations = useConversations();
  const [search, setSearch] = useState("");

  const body = () => {
    if (conversations.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
    if (conversations.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={t("conversations.loadError")}
          description={serverMessage(conversations.error, tCommon("tryAgainLater"))}
        />
      );
    if (conversations.data.length === 0)
      return (
        <EmptyState
          place="section"
          image={false}
          title={t("conversations.empty")}
          description={t("conversations.emptyHint")}
        />
      );
    const shown = filterConversations(conversations.data, search);
    if (shown.length === 0)
      return <EmptyState place="section" image={false} title={t("conversations.noMatch", { search: search.trim() })} />;
    return (
      <PlainList label={t("conversations.label")} gap={4}>
        {shown.map((conversation) => (
          <ConversationItem
            key={conversation.user.id}
            conversation={conversation}
            myId={me.id}
            selected={conversation.user.id === selectedId}
          />
        ))}
      </PlainList>
    );
  };

  return (
    <Flex vertical gap="small" style={{ minHeight: 0, flex: 1 }}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
        placeholder={t("conversations.searchPlaceholder")}
        aria-label={t("conversations.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div style={{ overflowY: "auto", minHeight: 0, flex: 1 }}>{body()}</div>
    </Flex>
  );
}
