import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { useEffect, useRef } from "react";
import { announce } from "@/shared/announcer/announcer.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { memberName } from "../utils/member-name.ts";

/**
 * Says each message from the other member that arrives in the open conversation (the live stream
 * refetches the thread): "New message from Ana: …", politely. Not the thread as it first loads,
 * not older pages, not one's own messages.
 */
export function useAnnounceIncoming(messages: readonly DirectMessageView[], loaded: boolean, otherId: string) {
  const { t } = useMessagesText();
  /** The newest message already there; undefined until the thread has loaded once. */
  const newestSeen = useRef<string | null>(undefined);
  const newestId = messages.at(-1)?.id ?? null;

  useEffect(() => {
    if (!loaded) return;
    const previous = newestSeen.current;
    newestSeen.current = newestId;
    if (previous === undefined || previous === newestId) return;
    const after = previous === null ? 0 : messages.findIndex(({ id }) => id === previous) + 1;
    // The previous newest gone from the list (pages refetched anew): only the newest is news.
    const arrived = after > 0 || previous === null ? messages.slice(after) : messages.slice(-1);
    for (const message of arrived) {
      if (message.system || message.senderId !== otherId) continue;
      announce(t("thread.newMessage", { name: memberName(message.sender), content: message.content }));
    }
  }, [loaded, newestId, messages, otherId, t]);
}
