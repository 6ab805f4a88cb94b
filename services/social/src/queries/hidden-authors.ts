import { blockedWith, suspendedAmong } from "@kumite/kit/members";
import type { ReadStore } from "@kumite/kit/read-store";
import type { ProjectionCache } from "@kumite/kit/projection";

// Whose posts and comments a reader does not see: suspended members (hidden, not erased, until the
// suspension is lifted) and, both ways, those a block stands between (DESIGN.md, "Safety"). Most
// readers blocked nobody: they share every answer; one with blocks gets answers of their own.

export type HiddenAuthors = {
  ids: ReadonlySet<string>;
  /** A block stands between the reader and someone: answers that hide them are the reader's own. */
  personal: boolean;
};

export async function hiddenAuthorsFor(store: ReadStore, readerId: string): Promise<HiddenAuthors> {
  const [suspended, blocked] = await Promise.all([suspendedAmong(store), blockedWith(store, readerId)]);
  if (blocked.size === 0) return { ids: suspended, personal: false };
  for (const id of suspended) blocked.add(id);
  return { ids: blocked, personal: true };
}

/** The same, kept until a block, an unblock or a suspension changes: every read of the feed asks. */
export function cachedHiddenAuthors(
  cache: ProjectionCache<HiddenAuthors>,
  store: ReadStore,
  readerId: string,
): Promise<HiddenAuthors> {
  return cache.get(readerId, () => hiddenAuthorsFor(store, readerId));
}

/** A cache key: shared by every reader without blocks, the reader's own otherwise. */
export const readerKey = (hidden: HiddenAuthors, readerId: string, rest: string) =>
  hidden.personal ? `${readerId}|${rest}` : `|${rest}`;
