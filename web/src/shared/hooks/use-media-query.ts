import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, following changes. Right from the first render, unlike antd's
 * `Grid.useBreakpoint`, which learns the screen after it: a layout that depends on it is then
 * rendered once, not first for a small screen and again for the real one.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
