import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/api-request.ts";
import { notificationsKey } from "./notification-keys.ts";

/**
 * POST /api/notifications/read-all → 204: every unread notification of the actor becomes read in
 * one call (SPEC §7 sends one PATCH per unread one; the result the member sees is the same).
 */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest("POST", "/api/notifications/read-all");
}

/** "Mark all read", then refetches the list. */
export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
