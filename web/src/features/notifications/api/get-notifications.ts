import type { NotificationView } from "@kumite/contracts/messaging/views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { listOrEmpty } from "@/shared/api/list-or-empty.ts";
import { notificationsKey } from "./notification-keys.ts";

/** GET /api/notifications/{userId}: newest first; a non-OK reply reads as none (SPEC §7, §8). */
export function getNotifications(userId: string): Promise<NotificationView[]> {
  return listOrEmpty<NotificationView>(`/api/notifications/${encodeURIComponent(userId)}`);
}

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationsKey(userId), queryFn: () => getNotifications(userId) });

/** The member's notifications, fetched only once there is a user id (SPEC §5). */
export function useNotifications(userId: string | undefined) {
  return useQuery({ ...notificationsQueryOptions(userId ?? ""), enabled: Boolean(userId) });
}
