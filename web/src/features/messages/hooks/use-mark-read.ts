import { useEffect, useRef } from "react";
import { useMarkConversationRead } from "../api/mark-conversation-read.ts";

/**
 * Marks the open conversation read when it opens and again whenever a newer message from the other
 * member arrives in it (`latestIncomingId` changes). Nothing to mark while they have sent nothing.
 */
export function useMarkRead(otherId: string, latestIncomingId: string | undefined) {
  const { mutate } = useMarkConversationRead();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (latestIncomingId === undefined) return;
    const key = `${otherId}\n${latestIncomingId}`;
    if (marked.current === key) return;
    marked.current = key;
    mutate(otherId);
  }, [otherId, latestIncomingId, mutate]);
}
