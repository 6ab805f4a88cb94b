import type { Query, QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, keys, set, delMany } from "idb-keyval";
import { isKeptOffline } from "./kept-queries.ts";

// The member's saved queries, in IndexedDB under their id: written as their cache changes (at most
// once a second), read back only when a page starts without a network (online, the server is
// asked). One member's cache at a time: signing in drops everyone else's, logging out drops all.

/** A saved cache older than this is not shown: a week-old feed is no longer "what was saved". */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_EVERY_MS = 1000;
/** Changes when what is saved changes shape: an older build's cache is dropped, not misread. */
const BUSTER = "kumite-saved-cache-1";

let store: ReturnType<typeof createStore> | null = null;
const database = () => (store ??= createStore("kumite-saved-cache", "members"));

/**
 * The member's persister, and how to drop a write it has not made yet. Writes wait a second to
 * gather changes, but not past the page being hidden or left: what was read just before the
 * member leaves is what they will want offline.
 */
function memberPersister(memberId: string): { persister: Persister; cancel: () => void } {
  const store = database();
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const latest = pending;
    pending = null;
    if (latest) void set(memberId, latest, store).catch(() => undefined);
  };
  const writeWhenHidden = () => {
    if (document.visibilityState === "hidden") write();
  };
  addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", writeWhenHidden);
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
    removeEventListener("pagehide", write);
    document.removeEventListener("visibilitychange", writeWhenHidden);
  };
  const persister: Persister = {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(write, WRITE_EVERY_MS);
    },
    restoreClient: () => get<PersistedClient>(memberId, store),
    removeClient: () => del(memberId, store),
  };
  return { persister, cancel };
}

const common = { buster: BUSTER, maxAge: MAX_AGE_MS };

let stopSaving: (() => void) | null = null;

/**
 * Keeps `memberId`'s cache saved from now on, and drops any other member's; answers the stop, which
 * also drops a write not made yet.
 */
export function startSaving(queryClient: QueryClient, memberId: string): () => void {
  stopSaving?.();
  void forgetOthers(memberId);
  const { persister, cancel } = memberPersister(memberId);
  const saving = {
    ...common,
    queryClient,
    persister,
    dehydrateOptions: { shouldDehydrateQuery: (query: Query) => isKeptOffline(query, memberId) },
  };
  const unsubscribe = persistQueryClientSubscribe(saving);
  // What the page fetched before saving began is saved too, not only what changes from now on.
  void persistQueryClientSave(saving).catch(() => undefined);
  const stop = () => {
    unsubscribe();
    cancel();
    if (stopSaving === stop) stopSaving = null;
  };
  stopSaving = stop;
  return stop;
}

/** Puts `memberId`'s saved queries back into the cache (nothing when none, or too old). */
export async function restoreSaved(queryClient: QueryClient, memberId: string): Promise<void> {
  const { persister, cancel } = memberPersister(memberId);
  await persistQueryClientRestore({ ...common, queryClient, persister }).catch(() => undefined);
  cancel();
}

async function forgetOthers(memberId: string): Promise<void> {
  const store = database();
  const others = (await keys(store).catch(() => [])).filter((key) => key !== memberId);
  if (others.length > 0) await delMany(others, store).catch(() => undefined);
}

/** Stops saving and drops every saved cache on this browser (logout): nothing is written after. */
export async function forgetAllSaved(): Promise<void> {
  stopSaving?.();
  await clear(database()).catch(() => undefined);
}
