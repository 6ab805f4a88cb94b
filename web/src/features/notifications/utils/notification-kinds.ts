import { NOTIFICATION_TYPES, type NotificationType } from "@kumite/contracts/values";
import type { TFunction } from "i18next";
import { en } from "../i18n/en.ts";

export function isKnownNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** What each known type is called to a screen reader (its icon's name); others are "Notification". */
export function notificationTypeLabel(type: string, t: TFunction<"notifications">): string {
  return isKnownNotificationType(type) ? t(`types.${type}`) : t("types.generic");
}

type TitleKey = keyof typeof en.titles;

/** The titles the server gives each type without any data in them (a name, a count). */
const FIXED_TITLES: Partial<Record<NotificationType, readonly TitleKey[]>> = {
  connection_request: ["connectionRequest"],
  connection_accepted: ["connectionAccepted", "match"],
};

/**
 * A notification's title in the member's language. The server words titles in English and the
 * view carries no name or count to reword them with, so only a title that is exactly one the
 * catalog knows for its type is translated; any other (a message's "New message from Ana", a type
 * this build does not know, a rewording on the server) shows as the server sent it.
 */
export function notificationTitle({ type, title }: { type: string; title: string }, t: TFunction<"notifications">): string {
  const candidates = isKnownNotificationType(type) ? (FIXED_TITLES[type] ?? []) : [];
  const key = candidates.find((candidate) => en.titles[candidate] === title);
  return key ? t(`titles.${key}`) : title;
}
