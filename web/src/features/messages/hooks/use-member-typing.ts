import { useTyping } from "@/shared/live/typing-store.ts";

/** "<name> is typing…" while the other member of the conversation types (live stream), otherwise null. */
export function useMemberTyping(memberId: string): string | null {
  return useTyping(memberId);
}
