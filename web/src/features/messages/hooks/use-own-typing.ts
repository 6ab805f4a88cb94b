import { TYPING_IDLE_MS } from "@kumite/contracts/limits";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * "You are typing..." (SPEC §2, §9): on while the member types, off after TYPING_IDLE_MS without a
 * keystroke or at once on `stop()` (a send). `notify` tells the other member, at most once per
 * TYPING_IDLE_MS.
 */
export function useOwnTyping(notify: () => void) {
  const [typing, setTyping] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastNotified = useRef(Number.NEGATIVE_INFINITY);
  const latestNotify = useRef(notify);
  useEffect(() => {
    latestNotify.current = notify;
  });
  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const stop = useCallback(() => {
    clearTimeout(idleTimer.current);
    setTyping(false);
  }, []);

  const typed = useCallback(() => {
    setTyping(true);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setTyping(false), TYPING_IDLE_MS);
    const now = Date.now();
    if (now - lastNotified.current >= TYPING_IDLE_MS) {
      lastNotified.current = now;
      latestNotify.current();
    }
  }, []);

  return { typing, typed, stop };
}
