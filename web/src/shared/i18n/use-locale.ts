import { useTranslation } from "react-i18next";
import { i18n, LOCALE_STORAGE_KEY } from "./i18n.ts";
import { closestLocale, type Locale } from "./locales.ts";

/** The language the app speaks now, and the member's explicit choice of another (remembered in this browser). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  return { locale: closestLocale(instance.resolvedLanguage ?? instance.language), setLocale };
}

export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (some private modes): the choice holds for this visit only.
  }
  void i18n.changeLanguage(locale);
}

/** The current language outside React (for Intl formatting in plain functions). */
export function currentLocale(): Locale {
  return closestLocale(i18n.resolvedLanguage ?? i18n.language ?? "en");
}
