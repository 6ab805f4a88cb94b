import { useCommonText } from "@/shared/i18n/common/catalog.ts";
import { closestLocale } from "@/shared/i18n/locales.ts";
import { formatDateTime, formatRelativeTime, type RelativeTimeOptions } from "./relative-time.ts";

/** Relative and full times in the app's current language; components re-render when it changes. */
export function useRelativeTime() {
  const { t, i18n } = useCommonText();
  const locale = closestLocale(i18n.language);
  return {
    relativeTime: (date: Date | string | number, options: Omit<RelativeTimeOptions, "justNow" | "locale"> = {}) =>
      formatRelativeTime(date, { ...options, locale, justNow: t("justNow") }),
    dateTime: (date: Date | string | number) => formatDateTime(date, locale),
    locale,
  };
}
