import { useLayoutEffect, useRef, useState } from "react";

/**
 * A ref for a clamped element and whether its content is taller than it shows, measured again
 * whenever its size changes (a narrower screen wraps into more lines). While `measuring` is false
 * (the content shown whole) the last answer stands.
 */
export function useOverflows<T extends HTMLElement>(measuring: boolean) {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !measuring) return;
    // A pixel of slack: rounding can leave scrollHeight one above clientHeight with nothing hidden.
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measuring]);

  return { ref, overflows };
}
