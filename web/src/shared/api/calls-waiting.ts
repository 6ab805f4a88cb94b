// Why calls are waiting, if they are: Kumite's services starting (a call was answered 503
// service.starting while their read models replay the log), or a service busy for a moment (any
// other 503 with Retry-After: a read ahead of its read models, a write being confirmed). The request
// helper waits and retries; the app shows a notice.

export type Waiting = "starting" | "busy" | null;
type Listener = () => void;

let waiting: Waiting = null;
const listeners = new Set<Listener>();

export const callsWaiting = {
  get: (): Waiting => waiting,
  set(value: Waiting): void {
    if (value === waiting) return;
    waiting = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
