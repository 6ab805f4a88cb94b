import type { GroupMessageView } from "@kumite/contracts/messaging/views";
import { useEffect, useRef } from "react";
import { announce } from "@/shared/announcer/announcer.ts";
import { useGroupChatText } from "../i18n/catalog.ts";

/**
 * Says each message from someone else that arrives in the open group thread (the live stream
 * refetches it): "New message from Kenji: …", politely. Not the thread as it first loads, not
 * one's own messages.
 */
export function useAnnounceIncoming(messages: readonly GroupMessageView[] | undefined, myId: string) {
  const { t } = useGroupChatText();
  /** The newest message already there; undefined until the thread has loaded once. */
  const newestSeen = useRef<string | null>(undefined);
  const newestId = messages ? (messages.at(-1)?.id ?? null) : undefined;

  useEffect(() => {
    if (!messages || newestId === undefined) return;
    const previous = newestSeen.current;
    newestSeen.current = newestId;
    if (previous === undefined || previous === newestId) return;
    const after = previous === null ? 0 : messages.findIndex(({ id }) => id === previous) + 1;
    // The previous newest gone from the list: only the newest is news.
    const arrived = after > 0 || previous === null ? messages.slice(after) : messages.slice(-1);
    for (const message of arrived) {
      if (message.senderId === myId) continue;
      announce(t("thread.newMessage", { name: message.sender.displayName || message.sender.username, content: message.content }));
    }
  }, [messages, newestId, myId, t]);
}
