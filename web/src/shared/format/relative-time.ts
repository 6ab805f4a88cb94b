import { currentLocale } from "@/shared/i18n/use-locale.ts";
import type { Locale } from "@/shared/i18n/locales.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface RelativeTimeOptions {
  /** Appends " ago" (notifications do, SPEC §9), in the locale's own words ("há 5 h"). */
  suffix?: boolean;
  /** The reference time; defaults to the current time. */
  now?: Date | number;
  /** Defaults to the app's current language. */
  locale?: Locale;
  /** The words for under an hour, from the caller's catalog ("Just now"). */
  justNow: string;
}

/**
 * SPEC §9: under 1 hour "Just now", under 24 hours in hours ("5h"), otherwise in days ("3d");
 * with `suffix` "5h ago" / "3d ago". A time in the future reads "Just now". Hours and days are
 * worded by Intl for the locale: "5h", "3d" in English, "5 h", "3 dias" in Portuguese.
 */
export function formatRelativeTime(date: Date | string | number, options: RelativeTimeOptions): string {
  const locale = options.locale ?? currentLocale();
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const elapsedMs = now - new Date(date).getTime();
  const hours = Math.floor(elapsedMs / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 1) return options.justNow;
  const [amount, unit] = hours < 24 ? [hours, "hour" as const] : [Math.floor(hours / 24), "day" as const];
  if (options.suffix)
    return new Intl.RelativeTimeFormat(locale, { style: "narrow", numeric: "always" }).format(-amount, unit);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "narrow" }).format(amount);
}

/** The full date and time, for a time element's title. */
export function formatDateTime(date: Date | string | number, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(date));
}
