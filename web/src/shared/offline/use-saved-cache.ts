import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { connectivity } from "@/shared/api/connectivity.ts";
import { savedSession } from "./saved-session.ts";

/**
 * The signed-in member's saved cache: put back into the query cache at start, under whatever this
 * page has fetched already (and marked for refetching, so the server's answer replaces it), then
 * kept saved as the cache changes. Saving starts only once the saved copy is back: a page opened on
 * Messages must not overwrite the saved feed with a cache that never held it.
 *
 * On a page that started without a network this answers false until the saved cache is back, so
 * no screen shows empty first; online, screens do not wait for it. Once the network returns after
 * such a start, everything is asked of the server again, the session included.
 */
export function useSavedCache(memberId: string | null): boolean {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const waiting = memberId !== null && savedSession.startedOffline() && restoredFor !== memberId;

  useEffect(() => {
    if (memberId === null) return;
    let live = true;
    let stopSaving: (() => void) | null = null;
    const fetched = new Map(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query, query.state.dataUpdatedAt]),
    );
    // Loaded with the signed-in app, not the sign-in page: only a member has a saved cache.
    void import("./saved-cache.ts").then(async ({ restoreSaved, startSaving }) => {
      await restoreSaved(queryClient, memberId);
      if (!live) return;
      // What came back from the saved copy (not what this page fetched) is asked for again.
      void queryClient.invalidateQueries({
        predicate: (query) => fetched.get(query) !== query.state.dataUpdatedAt,
      });
      stopSaving = startSaving(queryClient, memberId);
      setRestoredFor(memberId);
    });
    const refreshWhenBack = () => {
      if (!connectivity.isOnline() || !savedSession.startedOffline()) return;
      savedSession.confirmed();
      void queryClient.invalidateQueries();
    };
    const unsubscribe = connectivity.subscribe(refreshWhenBack);
    return () => {
      live = false;
      unsubscribe();
      stopSaving?.();
    };
  }, [memberId, queryClient]);

  return !waiting;
}
