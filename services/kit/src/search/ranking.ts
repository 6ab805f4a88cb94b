import type { QueryPart } from "./query-plan.ts";

// The order of what a search found: first what matched every word as typed or by its beginning
// (or by a martial art's other name), then what needed a typo forgiven; within each, by score (a
// name counts for more than a description), close scores falling to a tie breaker the kind
// chooses (a gym's distance from the member's cell, an event's date), then the exact score.

export type RankedHit = {
  id: string;
  score: number;
  /** The index's words that matched: what the web highlights. */
  matched: string[];
  /** Whether some word matched only with a typo forgiven. */
  fuzzy: boolean;
};

/** The words a match may start with without a typo: those typed and the martial arts' other names. */
export function plainWords(parts: readonly QueryPart[]): string[] {
  return parts.flatMap((part) => (part.kind === "word" ? [part.word] : part.names.flat()));
}

/** Whether a matched word needed a typo forgiven: it neither is nor begins with any plain word. */
export const needsTypo = (matched: string, plain: readonly string[]): boolean =>
  !plain.some((word) => matched.startsWith(word));

/** Scores within about a fifth of each other fall to the tie breaker. */
const scoreBand = (score: number): number => Math.round(Math.log2(Math.max(score, 1e-9)) * 4);

/** Best first; `tieBreak` gives a smaller number for the better of two close hits. Sorts in place. */
export function rank(hits: RankedHit[], tieBreak?: (id: string) => number): RankedHit[] {
  // Each hit's keys worked out once: a broad query sorts thousands.
  const keys = new Map(hits.map((hit) => [hit, { band: scoreBand(hit.score), tie: tieBreak?.(hit.id) ?? 0 }]));
  return hits.sort((a, b) => {
    const [ka, kb] = [keys.get(a)!, keys.get(b)!];
    return (
      Number(a.fuzzy) - Number(b.fuzzy) ||
      kb.band - ka.band ||
      ka.tie - kb.tie ||
      b.score - a.score ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    );
  });
}
