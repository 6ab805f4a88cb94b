import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALES, preferredLocale, SOURCE_LOCALE } from "./locales.ts";

/** Where the member's chosen language is kept (Options → Account); without one, the browser's. */
export const LOCALE_STORAGE_KEY = "kumite.locale";

// One i18next instance for the app. Catalogs are not listed here: each feature registers its own
// when its code loads (register-catalog.ts), so a lazy screen's strings ship with its chunk.
export const i18n = i18next.createInstance();

/** The remembered choice, if storage can be read (it cannot in some private modes). */
function chosenLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const browserLanguages = () =>
  typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

void i18n.use(initReactI18next).init({
  // Detected here rather than with i18next-browser-languagedetector: two sources and a mapping
  // are ten lines, and the first page of every visitor is 2.4 kB lighter without it.
  lng: preferredLocale(chosenLocale(), browserLanguages()),
  supportedLngs: [...LOCALES],
  fallbackLng: SOURCE_LOCALE,
  load: "currentOnly",
  resources: {},
  partialBundledLanguages: true,
  // Synchronous: there is no backend to wait for, and the first render must have its strings.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
  react: { useSuspense: false },
});

// WCAG 3.1.1: the page says which language it is in, so screen readers pronounce it right.
const markDocumentLanguage = (language: string) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
};
markDocumentLanguage(i18n.language);
i18n.on("languageChanged", markDocumentLanguage);
