import { useCallback, useLayoutEffect, useRef, type UIEvent } from "react";

/** How close to an edge (px) counts as "at" it. */
const EDGE_PX = 80;

export interface ThreadScrollOptions {
  /** The oldest and newest message shown: they change when older pages load or new messages arrive. */
  oldestId: string | undefined;
  newestId: string | undefined;
  /** The newest message is one's own: the thread follows it even when scrolled up. */
  newestIsOwn: boolean;
  canLoadOlder: boolean;
  loadOlder: () => void;
}

const messageElement = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);

/**
 * Scrolling of a chat thread: it opens at the newest message and follows new ones while the member
 * is at the bottom (or sent them). Scrolling near the top loads older messages, and the message
 * that was at the top stays where it was on screen.
 */
export function useThreadScroll({ oldestId, newestId, newestIsOwn, canLoadOlder, loadOlder }: ThreadScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** The message that was oldest when older ones were asked for, and its distance from the top of the view. */
  const anchor = useRef<{ id: string; offset: number } | null>(null);

  useLayoutEffect(() => {
    const container = ref.current;
    const saved = anchor.current;
    if (!container || !saved || saved.id === oldestId) return;
    anchor.current = null;
    const element = messageElement(container, saved.id);
    if (element) container.scrollTop = element.offsetTop - saved.offset;
  }, [oldestId]);

  useLayoutEffect(() => {
    const container = ref.current;
    if (container && (atBottom.current || newestIsOwn)) container.scrollTop = container.scrollHeight;
  }, [newestId, newestIsOwn]);

  const loadOlderKeepingPlace = useCallback(() => {
    const container = ref.current;
    if (!canLoadOlder) return;
    const element = container && oldestId ? messageElement(container, oldestId) : null;
    anchor.current =
      container && element && oldestId ? { id: oldestId, offset: element.offsetTop - container.scrollTop } : null;
    loadOlder();
  }, [canLoadOlder, loadOlder, oldestId]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
      atBottom.current = scrollHeight - scrollTop - clientHeight < EDGE_PX;
      if (scrollTop < EDGE_PX) loadOlderKeepingPlace();
    },
    [loadOlderKeepingPlace],
  );

  return { ref, onScroll, loadOlder: loadOlderKeepingPlace };
}
