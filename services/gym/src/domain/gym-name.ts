import { createHash } from "node:crypto";

// When two gyms' names are "similar" (the duplicate rule). A name key is the name without case,
// accents, punctuation or extra whitespace, and without the words that say what kind of place it
// is rather than which one ("Gym", "Academy", "Team", "the", "de" …): "Gracie Barra Lisboa",
// "GRACIE-BARRA  Lisboa" and "Academia Gracie Barra Lisboa" share one key. Words naming an art stay
// ("Lisbon BJJ" and "Lisbon MMA" are two places).
// - Equal keys: the log itself keeps one gym per key within 150 m (listing.ts), however many
//   members add it at once.
// - Near keys (`similarKeys`): a typo ("Gracie Bara": one letter in a key of 5 to 11 characters,
//   two from 12 on), or one name's words all in the other's ("Gracie Barra" and "Gracie Barra
//   Lisboa"). These are refused against the gyms already listed (the read model, before the
//   append); two such adds at the very same moment can both be stored.

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

/** Whether two different keys name the same place: a typo apart, or one's words all in the other's. */
export function similarKeys(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  const typos = shorter >= 12 ? 2 : shorter >= 5 ? 1 : 0;
  if (typos > 0 && Math.abs(a.length - b.length) <= typos && editDistance(a, b, typos) <= typos) return true;
  const [fewer, more] = a.length <= b.length ? [a, b] : [b, a];
  const words = new Set(more.split(" "));
  const inner = fewer.split(" ");
  return inner.length >= 2 && inner.every((word) => words.has(word));
}

/** Levenshtein distance, given up past `limit` (then limit + 1). */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
