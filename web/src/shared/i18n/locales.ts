/** The languages Kumite speaks. English is the source: every other catalog translates its keys. */
export const LOCALES = ["en", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/** Each language's own name, shown in the language switch whatever the current language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", "pt-BR": "Português (Brasil)" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * A browser language tag to the closest catalog: any Portuguese reads the Brazilian catalog (the
 * only one), any other language English. "pt-PT" → "pt-BR", "en-GB" → "en", "de" → "en".
 */
export function closestLocale(tag: string): Locale {
  return tag.toLowerCase().startsWith("pt") ? "pt-BR" : "en";
}

/**
 * The language to speak to a visitor: their choice in this browser if they made one, else the
 * first of the browser's languages Kumite speaks ("de, pt-BR" → pt-BR), else English.
 */
export function preferredLocale(chosen: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  const spoken = browserLanguages.find((tag) => /^(pt|en)\b/i.test(tag));
  return spoken ? closestLocale(spoken) : SOURCE_LOCALE;
}
