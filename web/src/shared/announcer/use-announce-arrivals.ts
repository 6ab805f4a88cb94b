import { useEffect, useRef } from "react";
import { announce } from "./announcer.ts";

export interface ArrivalsOptions<Item> {
  /** False until the list has loaded once: what is there then is not news. */
  loaded: boolean;
  /** Whether an arrival is worth saying (someone else's message, say). */
  isNews: (item: Item) => boolean;
  /** What to say for it, in the member's language. */
  words: (item: Item) => string;
}

/**
 * Says, politely, each item that arrives at the end of a live list (a thread the live stream
 * refetches): not the list as it first loads, not older pages added before it. When the newest
 * item seen before is gone from the list (pages refetched anew), only the newest is news.
 */
export function useAnnounceArrivals<Item extends { id: string }>(
  items: readonly Item[],
  { loaded, isNews, words }: ArrivalsOptions<Item>,
) {
  /** The newest item already there; undefined until the list has loaded once. */
  const newestSeen = useRef<string | null>(undefined);
  const newestId = items.at(-1)?.id ?? null;
  const say = useRef({ isNews, words });
  say.current = { isNews, words };

  useEffect(() => {
    if (!loaded) return;
    const previous = newestSeen.current;
    newestSeen.current = newestId;
    if (previous === undefined || previous === newestId) return;
    const after = previous === null ? 0 : items.findIndex(({ id }) => id === previous) + 1;
    const arrived = after > 0 || previous === null ? items.slice(after) : items.slice(-1);
    // One announcement for all of them: the region keeps only its latest words.
    const news = arrived.filter((item) => say.current.isNews(item)).map((item) => say.current.words(item));
    if (news.length > 0) announce(news.join(" "));
  }, [loaded, newestId, items]);
}
