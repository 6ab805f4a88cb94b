// What search forgives, shared by the web (to highlight and to decide when to ask) and the services
// (to index and to answer). Plain TypeScript with no schema library, so the web's search dialog
// imports it without pulling zod into its chunk.

/** A longer query is refused (400 `search.too-long`): nobody types a banner of this length. */
export const SEARCH_QUERY_MAX_CHARS = 100;
/** More words than this are refused too: each word costs a fuzzy walk of the index. */
export const SEARCH_QUERY_MAX_WORDS = 8;
/** Fewer characters than this (after trimming) answer an empty list: the web asks from two. */
export const SEARCH_QUERY_MIN_CHARS = 2;
/** The most results of one search, of any kind: a typed search wants the best few, not a list's page. */
export const SEARCH_RESULTS_MAX = 20;

// Combining marks left by NFD ("ã" → "a" + "~"), then anything that is not a letter or a digit.
const MARKS = /[\u0300-\u036f]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * Text as search compares it: lower case, accents stripped, punctuation and hyphens turned into
 * spaces, spaces collapsed. "Jiu-Jitsu São Paulo!" → "jiu jitsu sao paulo".
 */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase().replace(NOT_WORD, " ").trim();
}

/** The words of a text as search compares them. */
export function searchWords(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized === "" ? [] : normalized.split(" ");
}

/**
 * The martial arts' other names, in English and Portuguese, one group per art: a query naming any
 * of them finds what names any other. The first name of each group is the app's own value
 * (contracts/src/values.ts) where the app has one. Written as people type them; search normalizes.
 */
export const MARTIAL_ART_SYNONYMS: readonly (readonly string[])[] = [
  [
    "Brazilian Jiu-Jitsu",
    "BJJ",
    "jiu jitsu",
    "jiu-jitsu",
    "jiujitsu",
    "jujitsu",
    "ju jitsu",
    "jujutsu",
    "jiu jitsu brasileiro",
  ],
  ["Muay Thai", "thai boxing", "boxe tailandês", "muaythai"],
  ["Mixed Martial Arts", "MMA", "artes marciais mistas"],
  ["Taekwondo", "tae kwon do", "taekwon do", "tkd"],
  ["Judo", "judô"],
  ["Karate", "caratê", "karatê", "karate do"],
  ["Kickboxing", "kick boxing", "kickboxe"],
  ["Boxing", "boxe", "boxeo"],
  ["Wrestling", "luta olímpica"],
  ["Kung Fu", "kungfu", "wushu"],
  ["Sambo", "sambô"],
  ["Combat Sports", "esportes de combate", "desportos de combate"],
  ["Capoeira"],
  ["Krav Maga"],
  ["Aikido", "aikidô"],
  ["Jeet Kune Do", "JKD"],
];
