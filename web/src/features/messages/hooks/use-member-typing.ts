import { useCallback, useSyncExternalStore } from "react";
import { typingStore } from "@/shared/live/typing-store.ts";

/**
 * The name of the other member of the conversation while they type (live stream), otherwise null;
 * the typing line words it in the member's language. (shared's useTyping words it in English.)
 */
export function useMemberTyping(memberId: string): string | null {
  const snapshot = useCallback(() => typingStore.nameOf(memberId), [memberId]);
  return useSyncExternalStore(typingStore.subscribe, snapshot, snapshot);
}
