import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { useOfflineText } from "@/shared/offline/i18n/catalog.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import type { OutboxItem, OutboxKind } from "./outbox-item.ts";
import { outbox, startOutbox } from "./outbox.ts";

/**
 * Runs the outbox while `memberId` is signed in: what goes out later refetches what it changes,
 * and what the server refuses or what waited too long is said in a toast.
 */
export function useOutboxRunning(memberId: string): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOfflineText();
  useEffect(
    () =>
      startOutbox(memberId, {
        sent: (item) => {
          for (const queryKey of item.refresh) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
        },
        refused: (item, error) => toast.error(t("outbox.refused", { text: item.text }), failureDetail(error, "")),
        expired: (item) => toast.error(t("outbox.expired", { text: item.text })),
      }),
    [memberId, queryClient, toast, t],
  );
}

export type WaitingItem = OutboxItem & { sending: boolean };

/** The items waiting to be sent, of some kinds at one place when given, oldest first. */
export function useWaitingItems(filter?: { kinds: readonly OutboxKind[]; target: string }): WaitingItem[] {
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  return snapshot.items
    .filter((item) => !filter || (filter.kinds.includes(item.kind) && item.target === filter.target))
    .map((item) => ({ ...item, sending: snapshot.sending.has(item.id) }));
}
