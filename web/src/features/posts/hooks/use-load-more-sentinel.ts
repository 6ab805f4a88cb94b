import { useEffect, useRef } from "react";

/**
 * A ref for an element at the end of a list: when it scrolls into view (or close to it),
 * `loadMore` runs, as long as `enabled`. Browsers without IntersectionObserver keep the list's
 * "Load more" button.
 */
export function useLoadMoreSentinel<T extends Element>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
