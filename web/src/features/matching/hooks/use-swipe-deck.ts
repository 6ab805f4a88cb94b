import { SWIPE } from "@kumite/contracts/limits";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

export type SwipeDirection = "like" | "pass";

/** What an action answers: `false` keeps the card (the action failed); anything else moves on. */
export type SwipeOutcome = boolean | void;

export interface SwipeDeckOptions<T> {
  onLike?: (item: T) => SwipeOutcome | Promise<SwipeOutcome>;
  onPass?: (item: T) => SwipeOutcome | Promise<SwipeOutcome>;
  /** After the deck moved past `item`. */
  onAdvance?: (item: T, direction: SwipeDirection) => void;
  /** How long input stays locked after an action (SPEC §4: about 300 ms). */
  lockMs?: number;
}

export interface SwipeDeck<T> {
  /** The card on top; undefined when the deck is empty or finished. */
  current: T | undefined;
  /** 0-based position of the current card. */
  index: number;
  total: number;
  /** Every card has been acted on. */
  finished: boolean;
  /** An action is waiting for its answer. */
  busy: boolean;
  /** Acts on the current card; resolves true when the deck moved on, false when ignored or failed. */
  like: () => Promise<boolean>;
  pass: () => Promise<boolean>;
}

/**
 * A deck of swipe cards (SPEC §4 Swipe): a like or a pass acts on the current card and moves to
 * the next one. Input is locked while an action runs and for `lockMs` after it, so a double
 * click or a key held down never acts on the next card by accident. A new `items` list (a refetch)
 * starts again from its first card.
 */
export function useSwipeDeck<T>(items: readonly T[], options: SwipeDeckOptions<T> = {}): SwipeDeck<T> {
  const [position, setPosition] = useState({ items, index: 0 });
  if (position.items !== items) setPosition({ items, index: 0 });
  const index = position.items === items ? position.index : 0;
  const [busy, setBusy] = useState(false);

  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ items, index, options });
  useLayoutEffect(() => {
    latest.current = { items, index, options };
  });
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const act = useCallback(async (direction: SwipeDirection): Promise<boolean> => {
    const { items: deck, index: at, options: current } = latest.current;
    const item = deck[at];
    if (locked.current || item === undefined) return false;
    locked.current = true;

    let outcome = (direction === "like" ? current.onLike : current.onPass)?.(item);
    if (outcome instanceof Promise) {
      setBusy(true);
      try {
        outcome = await outcome;
      } catch {
        outcome = false;
      } finally {
        setBusy(false);
      }
    }
    const moved = outcome !== false;
    if (moved) {
      setPosition((state) => (state.items === deck && state.index === at ? { items: deck, index: at + 1 } : state));
      current.onAdvance?.(item, direction);
    }
    unlockTimer.current = setTimeout(() => {
      locked.current = false;
    }, current.lockMs ?? SWIPE.inputLockMs);
    return moved;
  }, []);

  const like = useCallback(() => act("like"), [act]);
  const pass = useCallback(() => act("pass"), [act]);

  return {
    current: items[index],
    index,
    total: items.length,
    finished: items.length > 0 && index >= items.length,
    busy,
    like,
    pass,
  };
}
