import type { ConversationView } from "@kumite/contracts/messaging/views";
import { Alert, Card, Skeleton } from "antd";
import { useMemo } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { serverMessage } from "@/shared/api/error-message.ts";
import { useUser } from "@/shared/api/get-user.ts";
import { useThread } from "../api/get-thread.ts";
import { useAnnounceIncoming } from "../hooks/use-announce-incoming.ts";
import { useMarkRead } from "../hooks/use-mark-read.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { otherMember } from "../utils/other-member.ts";
import { threadMessages } from "../utils/thread-messages.ts";
import { ChatHeader } from "./chat-header.tsx";
import { MessageComposer } from "./message-composer.tsx";
import { MessageThread } from "./message-thread.tsx";
import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

export interface ChatPaneProps {
  otherId: string;
  /** The list's entry for this member; undefined for a conversation without messages yet (`?user=`). */
  conversation: ConversationView | undefined;
  /** Whether the conversation list has answered: until then a missing entry means nothing. */
  conversationsLoaded: boolean;
  onBack?: () => void;
  /** After blocking the member: back to the list, as the conversation is gone. */
  onBlocked?: () => void;
}

/** One conversation: who it is with, the messages and the text box (SPEC §2). */
export function ChatPane({ otherId, conversation, conversationsLoaded, onBack, onBlocked }: ChatPaneProps) {
  const me = useCurrentUser();
  const { t } = useMessagesText();
  const { t: tCommon } = useCommonText();
  const thread = useThread(otherId);
  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);
  // A member with no conversation yet is known by their profile.
  const member = useUser(otherId, { enabled: conversationsLoaded && !conversation });
  const known = conversation?.user ?? member.data ?? otherMember(messages, otherId);
  const name = known ? memberName(known) : "";
  useMarkRead(otherId, messages.findLast((message) => message.senderId === otherId)?.id);
  useAnnounceIncoming(messages, thread.isSuccess, otherId);

  const body = () => {
    if (!known && member.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={t("chat.userNotFound")}
          description={t("chat.userNotFoundHint")}
          style={{ margin: 16 }}
        />
      );
    if (thread.isPending || !known) return <Skeleton active avatar paragraph={{ rows: 4 }} style={{ padding: 16 }} />;
    if (thread.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={t("chat.loadError")}
          description={serverMessage(thread.error, tCommon("tryAgainLater"))}
          style={{ margin: 16 }}
        />
      );
    return (
      <>
        <MessageThread
          messages={messages}
          otherId={otherId}
          myId={me.id}
          otherName={name}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          loadOlder={() => void thread.fetchNextPage()}
        />
        <MessageComposer otherId={otherId} otherName={name} />
      </>
    );
  };

  return (
    <Card
      style={{ height: "100%", display: "flex", flexDirection: "column" }}
      styles={{ body: { flex: 1, minHeight: 0, display: "flex", flexDirection: "column", padding: 0 } }}
    >
      <ChatHeader
        member={known ? { id: otherId, name } : undefined}
        name={name || t("chat.fallbackTitle")}
        onBack={onBack}
        onBlocked={onBlocked}
      />
      {body()}
    </Card>
  );
}
