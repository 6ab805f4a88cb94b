const HOUR_MS = 60 * 60 * 1000;

export interface RelativeTimeOptions {
  /** Appends " ago" (notifications do, SPEC §9). */
  suffix?: boolean;
  /** The reference time; defaults to the current time. */
  now?: Date | number;
}

/**
 * SPEC §9: under 1 hour "Just now", under 24 hours in hours ("5h"), otherwise in days ("3d");
 * with `suffix` "5h ago" / "3d ago". A time in the future reads "Just now".
 */
export function formatRelativeTime(date: Date | string | number, options: RelativeTimeOptions = {}): string {
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const elapsedMs = now - new Date(date).getTime();
  const hours = Math.floor(elapsedMs / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 1) return "Just now";
  const amount = hours < 24 ? `${hours}h` : `${Math.floor(hours / 24)}d`;
  return options.suffix ? `${amount} ago` : amount;
}
