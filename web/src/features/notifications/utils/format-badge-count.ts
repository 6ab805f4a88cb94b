import { NOTIFICATION_BADGE_CAP } from "@kumite/contracts/limits";

/** The bell badge's text: the unread count, "99+" above 99 (SPEC §9). */
export function formatBadgeCount(unread: number): string {
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}
