import { useMemo } from "react";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useConversations } from "../api/get-conversations.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { useSelectedMember } from "../hooks/use-selected-member.ts";
import { ChatPane } from "./chat-pane.tsx";
import { ConversationSidebar } from "./conversation-sidebar.tsx";
import { MessagesTheme } from "./messages-theme.tsx";
import { WelcomePane } from "./welcome-pane.tsx";

/** Below this width the list and the chat take turns (SPEC §2). */
const NARROW_QUERY = "(max-width: 767.98px)";

/** /messages: the conversation list and the open conversation; `?user={id}` opens one (SPEC §2). */
export function MessagesPage() {
  const me = useCurrentUser();
  const { t } = useMessagesText();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { selectedId, select } = useSelectedMember();
  const conversations = useConversations();
  const openId = selectedId && selectedId !== me.id ? selectedId : undefined;
  const existingIds = useMemo(
    () => new Set((conversations.data ?? []).map(({ user }) => user.id)),
    [conversations.data],
  );
  const conversation = conversations.data?.find(({ user }) => user.id === openId);

  const showList = !narrow || !openId;
  const showChat = !narrow || openId !== undefined;

  return (
    <MessagesTheme>
      <section
        aria-label={t("page.label")}
        style={{ display: "flex", gap: 16, height: "calc(100dvh - 112px)", minHeight: 420 }}
      >
        {showList && (
          <div style={{ width: narrow ? "100%" : 340, flexShrink: 0, minHeight: 0 }}>
            <ConversationSidebar selectedId={openId} existingIds={existingIds} onStarted={select} />
          </div>
        )}
        {showChat && (
          <div style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            {openId ? (
              <ChatPane
                key={openId}
                otherId={openId}
                conversation={conversation}
                conversationsLoaded={!conversations.isPending}
                onBack={narrow ? () => select() : undefined}
                onBlocked={() => select()}
              />
            ) : (
              <WelcomePane />
            )}
          </div>
        )}
      </section>
    </MessagesTheme>
  );
}
