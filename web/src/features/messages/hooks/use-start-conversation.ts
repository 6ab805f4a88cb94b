import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useSendMessage } from "../api/send-message.ts";

/** The fixed first message of a conversation started from the Direct tab (SPEC §2 leaves the wording to us). */
export const GREETING = "Hi! Want to train together?";

/**
 * Starts a conversation by sending the greeting, then says "Conversation started" and calls
 * `onStarted` (which opens it); a failure says "Failed to start conversation" (SPEC §8).
 */
export function useStartConversation(onStarted: (memberId: string) => void) {
  const me = useCurrentUser();
  const toast = useToast();
  const send = useSendMessage();

  const start = async (memberId: string) => {
    try {
      await send.mutateAsync({ senderId: me.id, receiverId: memberId, content: GREETING });
      toast.success("Conversation started");
      onStarted(memberId);
    } catch {
      toast.error("Failed to start conversation");
    }
  };

  return { start, pendingId: send.isPending ? send.variables.receiverId : null };
}
