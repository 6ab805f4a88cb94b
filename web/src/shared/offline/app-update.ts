// A new build of Kumite is installed and waiting: the member is told, and it takes over only when
// they choose Reload, so no page ever runs half the old app and half the new.

type Listener = () => void;

let reload: (() => void) | null = null;
const listeners = new Set<Listener>();

export const appUpdate = {
  isReady: (): boolean => reload !== null,
  /** The service worker found a new version; `apply` lets it take over and reloads the page. */
  offer(apply: () => void): void {
    reload = apply;
    for (const listener of listeners) listener();
  },
  apply(): void {
    reload?.();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
