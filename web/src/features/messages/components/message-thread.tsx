import { Button, Flex, Spin } from "antd";
import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useWaitingItems } from "@/shared/outbox/use-outbox.ts";
import { WaitingMessages } from "@/shared/outbox/waiting-messages.tsx";
import { useMessagesText } from "../i18n/catalog.ts";
import { useThreadScroll } from "../hooks/use-thread-scroll.ts";
import { messageRuns } from "../utils/message-runs.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { SystemLine } from "./system-line.tsx";

export interface MessageThreadProps {
  messages: DirectMessageView[];
  otherId: string;
  myId: string;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The conversation as a log region (new messages are read out politely), oldest at the top.
 * Scrolling to the top, or the button there, loads older messages.
 */
export function MessageThread({
  messages,
  otherId,
  myId,
  otherName,
  hasOlder,
  loadingOlder,
  loadOlder,
}: MessageThreadProps) {
  const { t } = useMessagesText();
  const waiting = useWaitingItems({ kinds: ["message"], target: otherId });
  const newest = messages.at(-1);
  const newestWaiting = waiting.at(-1);
  const scroll = useThreadScroll({
    oldestId: messages[0]?.id,
    // A message waiting to send is the newest, and one's own: the thread follows it.
    newestId: newestWaiting?.id ?? newest?.id,
    newestIsOwn: newestWaiting !== undefined || (newest?.senderId === myId && !newest.system),
    canLoadOlder: hasOlder && !loadingOlder,
    loadOlder,
  });

  return (
    <div
      ref={scroll.ref}
      onScroll={scroll.onScroll}
      role="log"
      // Not live: a log region would also read older pages and one's own messages as they appear;
      // useAnnounceIncoming says each new message from the other member instead, once.
      aria-live="off"
      aria-label={t("thread.label", { name: otherName })}
      aria-busy={loadingOlder}
      // Focusable so the keyboard can scroll it.
      tabIndex={0}
      style={{ position: "relative", flex: 1, minHeight: 0, overflowY: "auto", padding: "8px 16px", outlineOffset: -2 }}
    >
      {hasOlder && (
        <Flex justify="center" style={{ padding: 8 }}>
          {loadingOlder ? (
            <Spin size="small" aria-label={t("thread.loadingOlder")} />
          ) : (
            <Button size="small" onClick={scroll.loadOlder}>
              {t("thread.loadOlder")}
            </Button>
          )}
        </Flex>
      )}
      {messages.length === 0 && waiting.length === 0 ? (
        <Flex vertical justify="center" style={{ height: "100%" }}>
          <EmptyState
            place="section"
            image={false}
            title={t("thread.empty")}
            description={t("thread.emptyHint", { name: otherName })}
          />
        </Flex>
      ) : (
        <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {messageRuns(messages, myId).map((entry) =>
            entry.message.system ? (
              <SystemLine key={entry.message.id} message={entry.message} />
            ) : (
              <MessageBubble key={entry.message.id} entry={entry} />
            ),
          )}
        </ol>
      )}
      <WaitingMessages kind="message" target={otherId} />
    </div>
  );
}
