import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSendMessage } from "../api/send-message.ts";
import { en } from "../i18n/en.ts";
import { useMessagesText } from "../i18n/catalog.ts";

/** The fixed first message of a conversation started from the Direct tab, as an English speaker sends it. */
export const GREETING = en.newConversation.greeting;

/**
 * Starts a conversation by sending the greeting (in the sender's language: it is their first
 * message), then says "Conversation started" and calls `onStarted` (which opens it); a failure
 * says "Failed to start conversation" (SPEC §8).
 */
export function useStartConversation(onStarted: (memberId: string) => void) {
  const me = useCurrentUser();
  const toast = useToast();
  const { t } = useMessagesText();
  const send = useSendMessage();

  const start = async (memberId: string) => {
    try {
      await send.mutateAsync({ senderId: me.id, receiverId: memberId, content: t("newConversation.greeting") });
      toast.success(t("newConversation.started"));
      onStarted(memberId);
    } catch {
      toast.error(t("newConversation.startFailed"));
    }
  };

  return { start, pendingId: send.isPending ? send.variables.receiverId : null };
}
