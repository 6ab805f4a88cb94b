import type { NotificationType } from "@kumite/contracts/values";

/** What each known type is called to a screen reader (its icon's name); others are "Notification". */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  connection_request: "Connection request",
  connection_accepted: "Connection accepted",
  new_message: "New message",
  event_reminder: "Event reminder",
  event_invite: "Event invite",
};

export const GENERIC_NOTIFICATION_LABEL = "Notification";

export function isKnownNotificationType(type: string): type is NotificationType {
  return Object.hasOwn(NOTIFICATION_TYPE_LABELS, type);
}

export function notificationTypeLabel(type: string): string {
  return isKnownNotificationType(type) ? NOTIFICATION_TYPE_LABELS[type] : GENERIC_NOTIFICATION_LABEL;
}
