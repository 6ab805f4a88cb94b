import type { GroupMessageView } from "@kumite/contracts/messaging/views";
import { useAnnounceArrivals } from "@/shared/announcer/use-announce-arrivals.ts";
import { useGroupChatText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

const NONE: readonly GroupMessageView[] = [];

/**
 * Says each message from someone else that arrives in the open group thread: "New message from Kenji: …";
 * never one from a member the reader blocked, which stays collapsed.
 */
export function useAnnounceIncoming(messages: readonly GroupMessageView[] | undefined, myId: string) {
  const { t } = useGroupChatText();
  useAnnounceArrivals(messages ?? NONE, {
    loaded: messages !== undefined,
    isNews: (message) => message.senderId !== myId && !message.fromBlocked,
    words: (message) => t("thread.newMessage", { name: memberName(message.sender), content: message.content }),
  });
}
