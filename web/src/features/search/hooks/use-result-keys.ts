import type { InputRef } from "antd";
import type { KeyboardEvent, RefObject } from "react";

/** Spread on a result's link: it becomes a stop for the arrow keys. */
export const RESULT_STOP = { "data-search-result": "" } as const;
const STOPS = "[data-search-result]";

/** Where a key sends the focus from result `at` (-1: the query box or elsewhere) of `count`. */
export function nextStop(key: string, at: number, count: number): number | "query" | null {
  const onResult = at >= 0;
  switch (key) {
    case "ArrowDown":
      return onResult ? Math.min(at + 1, count - 1) : 0;
    case "ArrowUp":
      if (!onResult) return null;
      return at === 0 ? "query" : at - 1;
    // In the query box Home and End move the caret, as they should.
    case "Home":
      return onResult ? 0 : null;
    case "End":
      return onResult ? count - 1 : null;
    default:
      return null;
  }
}

/**
 * The search dialog's keyboard path, for the element holding the query box and the results.
 * ArrowDown from the query goes to the first result; ArrowDown and ArrowUp go through every
 * result, section after section, and back up to the query; Home and End jump to the first and
 * last. The focus itself moves (roving focus over real links), so Enter opens a result as a click
 * does and a screen reader reads each as it is reached, as with Tab; Escape is the dialog's own.
 * Typing on a result goes back to the query box, and the key with it.
 */
export function useResultKeys(query: RefObject<InputRef | null>) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(STOPS));
    const at = stops.findIndex((stop) => stop === document.activeElement);
    const typing = (event.key.length === 1 || event.key === "Backspace") && !event.ctrlKey && !event.metaKey;
    if (at >= 0 && typing) {
      // Focus moved while the key is down: the browser types the key into the query box.
      query.current?.focus();
      return;
    }
    if (stops.length === 0) return;
    const next = nextStop(event.key, at, stops.length);
    if (next === null) return;
    event.preventDefault();
    if (next === "query") query.current?.focus();
    else stops[next]?.focus();
  };
}
