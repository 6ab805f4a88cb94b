import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { Button, Flex, Input, Skeleton, theme } from "antd";
import { useState } from "react";
import { useUserSearch } from "@/shared/api/search-users.ts";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { useDebouncedValue } from "@/shared/hooks/use-debounced-value.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { useStartConversation } from "../hooks/use-start-conversation.ts";
import { directCandidates } from "../utils/direct-candidates.ts";
import { memberName } from "@/shared/format/member-name.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";

const SEARCH_DEBOUNCE_MS = 300;

export interface DirectTabProps {
  existingIds: ReadonlySet<string>;
  onStarted: (memberId: string) => void;
}

/** Members to start a conversation with: neither oneself nor anyone one already talks to (SPEC §2). */
export function DirectTab({ existingIds, onStarted }: DirectTabProps) {
  const me = useCurrentUser();
  const { t } = useMessagesText();
  const { token } = theme.useToken();
  const [search, setSearch] = useState("");
  const query = useUserSearch(useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS));
  const { start, pendingId } = useStartConversation(onStarted);
  const members = directCandidates(query.data ?? [], me.id, existingIds);

  return (
    <Flex vertical gap="middle">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
        placeholder={t("direct.searchPlaceholder")}
        aria-label={t("direct.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : members.length === 0 ? (
        <EmptyState place="section" image={false} title={t("direct.empty")} description={t("direct.emptyHint")} />
      ) : (
        <ul
          aria-label={t("direct.label")}
          style={{ listStyle: "none", margin: 0, padding: 0, maxHeight: 360, overflowY: "auto" }}
        >
          {members.map((member) => (
            <li key={member.id}>
              <Button
                type="text"
                block
                loading={pendingId === member.id}
                disabled={pendingId !== null && pendingId !== member.id}
                onClick={() => void start(member.id)}
                style={{ height: "auto", padding: "8px 12px", justifyContent: "flex-start", textAlign: "left" }}
              >
                <Flex gap="middle" align="center" style={{ minWidth: 0 }}>
                  <MemberAvatar name={memberName(member)} size={36} />
                  <Flex vertical style={{ minWidth: 0 }}>
                    <strong>{memberName(member)}</strong>
                    <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>@{member.username}</span>
                  </Flex>
                </Flex>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
