import { isApiError } from "@/shared/api/api-error.ts";

/**
 * Whether asking for an export was refused as too soon (429: one ask every 10 minutes), and when the
 * member may ask again: the reply's Retry-After counted from the ask (null when it gave none).
 */
export function exportWait(error: unknown, askedAt: number): { tryAgainAt: number | null } | null {
  if (!isApiError(error, 429)) return null;
  const seconds = error.retryAfterSeconds;
  return { tryAgainAt: seconds === null ? null : askedAt + seconds * 1000 };
}

/** "14:35": the hour and minute, where the member is, in their language. */
export const clockTime = (time: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(time));
