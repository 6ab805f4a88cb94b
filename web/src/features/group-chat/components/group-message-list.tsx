import { Alert, Skeleton, theme } from "antd";
import { useEffect, useRef } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { RelativeTime } from "@/shared/components/relative-time.tsx";
import { useWaitingItems } from "@/shared/outbox/use-outbox.ts";
import { WaitingMessages } from "@/shared/outbox/waiting-messages.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useGroupMessages } from "../api/get-group-messages.ts";
import { useAnnounceIncoming } from "../hooks/use-announce-incoming.ts";
import { useGroupChatText } from "../i18n/catalog.ts";
import { BlockedMessageContent } from "./blocked-message-content.tsx";
import { memberName } from "@/shared/format/member-name.ts";

/**
 * A group's thread, oldest first, kept scrolled to the newest. Own messages sit right, others'
 * left with the sender's name; each shows its relative time (SPEC §9). A log region that is not
 * live: useAnnounceIncoming says each new message from someone else, once.
 */
export function GroupMessageList({ groupId, groupName }: { groupId: string; groupName: string }) {
  const me = useCurrentUser();
  const { token } = theme.useToken();
  const { t } = useGroupChatText();
  const { data: messages, isLoading, error } = useGroupMessages(groupId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  const waitingCount = useWaitingItems({ kinds: ["groupMessage"], target: groupId }).length;
  useAnnounceIncoming(messages, me.id);

  useEffect(() => {
    const region = scrollRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [count, waitingCount]);

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <Alert type="error" showIcon title={t("thread.loadError")} description={t("list.tryLater")} />;

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-live="off"
      aria-label={t("thread.label", { group: groupName })}
      tabIndex={0}
      style={{ maxHeight: "50vh", minHeight: 160, overflowY: "auto", padding: 4 }}
    >
      {count === 0 && waitingCount === 0 ? (
        <EmptyState place="section" title={t("thread.empty")} />
      ) : (
        <PlainList gap={8}>
          {messages?.map((message) => {
            const mine = message.senderId === me.id;
            return (
              <li key={message.id} style={{ alignSelf: mine ? "flex-end" : "flex-start", maxWidth: "80%" }}>
                <div
                  style={{
                    padding: "6px 10px",
                    borderRadius: token.borderRadiusLG,
                    background: mine ? token.colorPrimary : token.colorFillSecondary,
                    color: mine ? "#fff" : token.colorText,
                  }}
                >
                  {!message.fromBlocked && (
                    <div style={{ fontWeight: 600, fontSize: token.fontSizeSM }}>
                      {mine ? t("thread.you") : memberName(message.sender)}
                    </div>
                  )}
                  {message.fromBlocked ? (
                    <BlockedMessageContent content={message.content} />
                  ) : (
                    <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.content}</div>
                  )}
                </div>
                <RelativeTime
                  date={message.createdAt}
                  style={{
                    display: "block",
                    textAlign: mine ? "right" : "left",
                    color: token.colorTextSecondary,
                    fontSize: token.fontSizeSM,
                  }}
                />
              </li>
            );
          })}
        </PlainList>
      )}
      <WaitingMessages kind="groupMessage" target={groupId} />
    </div>
  );
}
