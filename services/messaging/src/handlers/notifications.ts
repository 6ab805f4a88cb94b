import type { NotificationView } from "@kumite/contracts/messaging/views";
import { NotFound } from "@kumite/kit/errors";
import type { MessagingDeps } from "../aggregates.ts";
import { findNotification, notificationViews } from "../queries/notifications.ts";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** Marks one of the member's own notifications read; anyone else's is not found. */
export async function markNotificationRead(
  deps: MessagingDeps,
  memberId: string,
  notificationId: string,
): Promise<NotificationView> {
  // One the bell does not show (another's, or hidden by a block) is not found.
  const found = await findNotification(deps.store, memberId, notificationId);
  const shown = found ? await notificationViews(deps.store, memberId, [found], deps.clock()) : [];
  if (shown.length === 0) throw new NotFound(NOTIFICATION_NOT_FOUND, { code: "notification.not-found" });
  await deps.aggregates.inboxes.handle(memberId, { type: "MarkNotificationRead", data: { notificationId } }, memberId);
  const updated = await findNotification(deps.store, memberId, notificationId);
  const [notification] = updated ? await notificationViews(deps.store, memberId, [updated], deps.clock()) : [];
  if (!notification) throw new NotFound(NOTIFICATION_NOT_FOUND, { code: "notification.not-found" });
  return notification;
}

export async function markAllNotificationsRead(deps: MessagingDeps, memberId: string): Promise<void> {
  await deps.aggregates.inboxes.handle(memberId, { type: "MarkAllNotificationsRead", data: {} }, memberId);
}
