import type { NotificationView } from "@kumite/contracts/messaging/views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import { notificationsKey } from "./notification-keys.ts";

/** PATCH /api/notifications/{id}/read, no body; the reply is the notification, now read. */
export function markNotificationRead(id: string): Promise<NotificationView> {
  return apiJson<NotificationView>("PATCH", `/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read, then refetches the list (SPEC §7). A failure stays silent (SPEC §8). */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
