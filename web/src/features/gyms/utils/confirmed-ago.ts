const HOUR_MS = 60 * 60 * 1000;

/**
 * How long ago an open mat was last confirmed, by SPEC §9's steps (under an hour `justNow`, then
 * hours, then days), worded by Intl.RelativeTimeFormat: "4 days ago", "há 4 dias".
 */
export function confirmedAgo(date: string, locale: string, justNow: string, now: number = Date.now()): string {
  const hours = Math.floor((now - new Date(date).getTime()) / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 1) return justNow;
  const [amount, unit] = hours < 24 ? [hours, "hour" as const] : [Math.floor(hours / 24), "day" as const];
  return new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-amount, unit);
}
