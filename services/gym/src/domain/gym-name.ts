import { createHash } from "node:crypto";

// When two gyms' names are "similar" (the duplicate rule): their name keys are equal. A name key is
// the name without case, accents, punctuation or extra whitespace, and without the words that say
// what kind of place it is rather than which one ("Gym", "Academy", "Team", "the", "de" …):
// "Gracie Barra Lisboa", "GRACIE-BARRA  Lisboa" and "Academia Gracie Barra Lisboa" share one key.
// Words naming an art stay ("Lisbon BJJ" and "Lisbon MMA" are two places). A key can be compared
// exactly, so the log itself keeps one gym per key within 150 m (listing.ts), however many members
// add it at once; a typo ("Gracie Bara") makes another key, and is not caught.

const PLACE_WORDS = new Set([
  "the",
  "a",
  "gym",
  "gyms",
  "academy",
  "academia",
  "club",
  "clube",
  "team",
  "equipe",
  "studio",
  "center",
  "centre",
  "centro",
  "school",
  "escola",
  "and",
  "of",
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
]);

export function nameKey(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const telling = words.filter((word) => !PLACE_WORDS.has(word));
  return (telling.length > 0 ? telling : words).join(" ");
}

/** The key as one token of a NATS subject (`gym.name.<hash>`). */
export const nameKeyHash = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 32);
