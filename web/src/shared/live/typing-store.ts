import { TYPING_SHOWN_MS } from "@kumite/contracts/live";
import { useCallback, useSyncExternalStore } from "react";

// Who is typing to the signed-in member right now, from the live stream's `typing` events: a name
// per member, dropped TYPING_SHOWN_MS after their last typing event (or when their message arrives).

type Listener = () => void;

export type TypingStore = {
  /** `fromId` is typing: shown for `shownMs` after this, unless typing again. */
  show(fromId: string, name: string, shownMs?: number): void;
  /** `fromId` stopped (their message arrived). */
  clear(fromId: string): void;
  /** Forgets everyone (signing out, tests). */
  clearAll(): void;
  nameOf(fromId: string): string | null;
  subscribe(listener: Listener): () => void;
};

export function createTypingStore(): TypingStore {
  const typing = new Map<string, { name: string; timer: ReturnType<typeof setTimeout> }>();
  const listeners = new Set<Listener>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const clear = (fromId: string) => {
    const entry = typing.get(fromId);
    if (!entry) return;
    clearTimeout(entry.timer);
    typing.delete(fromId);
    changed();
  };
  return {
    show(fromId, name, shownMs = TYPING_SHOWN_MS) {
      const entry = typing.get(fromId);
      if (entry) clearTimeout(entry.timer);
      typing.set(fromId, { name, timer: setTimeout(() => clear(fromId), shownMs) });
      if (entry?.name !== name) changed();
    },
    clear,
    clearAll() {
      if (typing.size === 0) return;
      for (const entry of typing.values()) clearTimeout(entry.timer);
      typing.clear();
      changed();
    },
    nameOf: (fromId) => typing.get(fromId)?.name ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's store, fed by useLiveStream. */
export const typingStore = createTypingStore();

/** The name of the member `memberId` while they type to the signed-in member, else null (the screen words it). */
export function useTyping(memberId: string | null | undefined, store: TypingStore = typingStore): string | null {
  const snapshot = useCallback(() => (memberId ? store.nameOf(memberId) : null), [memberId, store]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
