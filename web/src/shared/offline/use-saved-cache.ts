import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { connectivity } from "@/shared/api/connectivity.ts";
import { restoreSaved, startSaving } from "./saved-cache.ts";
import { savedSession } from "./saved-session.ts";

/**
 * Saves the signed-in member's cache as it changes; on a page that started without a network, first
 * puts their saved cache back (false until it is there, so no screen asks the network first) and,
 * once the network returns, asks the server for everything again, the session included.
 */
export function useSavedCache(memberId: string | null): boolean {
  const queryClient = useQueryClient();
  const [restored, setRestored] = useState<string | null>(null);
  const mustRestore = memberId !== null && savedSession.startedOffline() && restored !== memberId;

  useEffect(() => {
    if (!mustRestore || memberId === null) return;
    let live = true;
    void restoreSaved(queryClient, memberId).then(() => live && setRestored(memberId));
    return () => {
      live = false;
    };
  }, [mustRestore, memberId, queryClient]);

  useEffect(() => {
    if (memberId === null || mustRestore) return;
    const stop = startSaving(queryClient, memberId);
    const refreshWhenBack = () => {
      if (!connectivity.isOnline() || !savedSession.startedOffline()) return;
      savedSession.confirmed();
      void queryClient.invalidateQueries();
    };
    refreshWhenBack();
    const unsubscribe = connectivity.subscribe(refreshWhenBack);
    return () => {
      unsubscribe();
      stop();
    };
  }, [memberId, mustRestore, queryClient]);

  return !mustRestore;
}
