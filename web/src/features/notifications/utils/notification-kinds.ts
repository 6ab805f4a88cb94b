import { NOTIFICATION_TYPES, type NotificationType } from "@kumite/contracts/values";
import type { NotificationView } from "@kumite/contracts/messaging/views";
import type { TFunction } from "i18next";

export function isKnownNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** What each known type is called to a screen reader (its icon's name); others are "Notification". */
export function notificationTypeLabel(type: string, t: TFunction<"notifications">): string {
  return isKnownNotificationType(type) ? t(`types.${type}`) : t("types.generic");
}

/** "Dec 1, 2026, 6:30 PM": a training event's start where the reader is, in their language. */
export const eventWhen = (iso: string, locale: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

/**
 * A notification's title and message in the member's language, from the data the server words its
 * English from (the actor's name, the message count, whether it was a match, the invitation's dojo,
 * the training event's title and date, shown where the reader is). A notification
 * without that data (an unknown type, an older server) shows as the server sent it; a message's
 * preview is the member's own words and is never translated.
 */
export function notificationWording(
  notification: NotificationView,
  t: TFunction<"notifications">,
  /** The reader's language, for the event's date. */
  locale = "en",
): { title: string; message: string | null } {
  const { type, actorName: name, count, matched, event } = notification;
  const asSent = { title: notification.title, message: notification.message };
  if (event && isKnownNotificationType(type)) {
    const about = { title: event.title, when: eventWhen(event.eventDate, locale) };
    switch (type) {
      case "event_reminder":
        return {
          title: t("titles.eventReminder"),
          message:
            event.reminder === "1h" ? t("messages.eventReminder_1h", about) : t("messages.eventReminder_24h", about),
        };
      case "event_invite":
        return {
          title: t("titles.eventInvite"),
          message: name ? t("messages.eventInvite", { ...about, name }) : t("messages.eventInviteNoName", about),
        };
      case "event_waitlist_promoted":
        return { title: t("titles.waitlistPromoted"), message: t("messages.waitlistPromoted", about) };
      case "event_cancelled":
        return { title: t("titles.eventCancelled"), message: t("messages.eventCancelled", about) };
    }
  }
  // Names nobody: the reporter knows whom they reported.
  if (type === "report_action_taken") {
    return { title: t("titles.reportActionTaken"), message: t("messages.reportActionTaken") };
  }
  // Names nobody and carries no data: the export's id is its subject.
  if (type === "data_export_ready") {
    return { title: t("titles.dataExportReady"), message: t("messages.dataExportReady") };
  }
  // Names the dojo, not who removed the member; the reason is theirs, as written.
  if (type === "dojo_removed" && notification.removal) {
    const { dojoName: dojo, reason } = notification.removal;
    return { title: t("titles.dojoRemoved", { dojo }), message: t("messages.dojoRemoved", { reason }) };
  }
  if (name === null || !isKnownNotificationType(type)) return asSent;
  switch (type) {
    case "connection_request":
      return { title: t("titles.connectionRequest"), message: t("messages.connectionRequest", { name }) };
    case "connection_accepted":
      return matched
        ? { title: t("titles.match"), message: t("messages.match", { name }) }
        : { title: t("titles.connectionAccepted"), message: t("messages.connectionAccepted", { name }) };
    case "new_message":
      return { title: t("titles.newMessages", { count: count ?? 1, name }), message: notification.message };
    case "dojo_invite":
      return notification.invitation
        ? {
            title: t("titles.dojoInvite"),
            message: t("messages.dojoInvite", { name, dojo: notification.invitation.dojoName }),
          }
        : asSent;
    default:
      return asSent;
  }
}
