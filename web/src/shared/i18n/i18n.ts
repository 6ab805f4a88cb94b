import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { closestLocale, LOCALES, SOURCE_LOCALE } from "./locales.ts";

/** Where the member's chosen language is kept (Options → Account); without one, the browser's. */
export const LOCALE_STORAGE_KEY = "kumite.locale";

// One i18next instance for the app. Catalogs are not listed here: each feature registers its own
// when its code loads (register-catalog.ts), so a lazy screen's strings ship with its chunk.
export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LOCALES],
    fallbackLng: SOURCE_LOCALE,
    load: "currentOnly",
    resources: {},
    partialBundledLanguages: true,
    // Synchronous: there is no backend to wait for, and the first render must have its strings.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    returnNull: false,
    detection: {
      order: ["localStorage", "navigator"],
      lookupLocalStorage: LOCALE_STORAGE_KEY,
      // Only an explicit choice is remembered (setLocale); the browser's language is read each time.
      caches: [],
      convertDetectedLanguage: closestLocale,
    },
    react: { useSuspense: false },
  });

// WCAG 3.1.1: the page says which language it is in, so screen readers pronounce it right.
const markDocumentLanguage = (language: string) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
};
markDocumentLanguage(i18n.language);
i18n.on("languageChanged", markDocumentLanguage);
