import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { useAnnounceArrivals } from "@/shared/announcer/use-announce-arrivals.ts";
import { useMessagesText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

/** Says each message from the other member that arrives in the open conversation: "New message from Ana: …". */
export function useAnnounceIncoming(messages: readonly DirectMessageView[], loaded: boolean, otherId: string) {
  const { t } = useMessagesText();
  useAnnounceArrivals(messages, {
    loaded,
    isNews: (message) => !message.system && message.senderId === otherId,
    words: (message) => t("thread.newMessage", { name: memberName(message.sender), content: message.content }),
  });
}
