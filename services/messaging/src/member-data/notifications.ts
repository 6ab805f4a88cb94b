import type { ReadStore } from "@kumite/kit/read-store";
import { NOTIFICATIONS, type NotificationDocument } from "../projections/collections.ts";
import { notificationViews } from "../queries/notifications.ts";

/** Every notification of the member, newest first, worded as the bell shows it (not only its last page). */
export async function notificationsForExport(store: ReadStore, memberId: string, now: Date) {
  const documents = await store
    .collection<NotificationDocument>(NOTIFICATIONS)
    .find({ memberId }, { sort: { createdAt: -1 } });
  return notificationViews(store, memberId, documents, now);
}
