// Whether Kumite's services are still starting (a call was answered 503 with Retry-After while
// their read models replay the log). The request helper waits and retries; the app shows a notice.

type Listener = () => void;

let starting = false;
const listeners = new Set<Listener>();

export const serviceStarting = {
  get: (): boolean => starting,
  set(value: boolean): void {
    if (value === starting) return;
    starting = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
