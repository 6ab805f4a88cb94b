/**
 * What the app says to screen readers: toasts, new messages and other live changes. One polite and
 * one assertive region (LiveAnnouncer) read these; anything may announce, from React or not.
 */
export interface Announcement {
  text: string;
  /** Errors interrupt; everything else waits for the reader to finish. */
  assertive: boolean;
  /** Distinguishes the same words said twice, so the region changes and is read again. */
  id: number;
}

type Listener = (announcement: Announcement) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function announce(text: string, options: { assertive?: boolean } = {}): void {
  const announcement = { text, assertive: options.assertive ?? false, id: nextId++ };
  for (const listener of listeners) listener(announcement);
}

export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
