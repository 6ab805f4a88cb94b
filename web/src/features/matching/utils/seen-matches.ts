// Which accepted connections a member has already been shown as "It's a match!", kept in this
// browser's local storage (the server does not track it).

const storageKey = (userId: string) => `kumite.matching.seen-matches.${userId}`;

export function readSeenMatches(userId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** Saves the seen ids, keeping only those still among `current` so the list never grows without end. */
export function saveSeenMatches(userId: string, seen: ReadonlySet<string>, current: readonly string[]): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(current.filter((id) => seen.has(id))));
  } catch {
    // Storage full or refused: the dialog may show again next time, nothing worse.
  }
}
