import {
  MARTIAL_ART_SYNONYMS,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_QUERY_MAX_WORDS,
  SEARCH_QUERY_MIN_CHARS,
  searchWords,
} from "@kumite/contracts/search";
import type { Query } from "minisearch";
import { InvalidInput } from "../errors.ts";

// What a member typed, turned into the index's query: each word must match (prefix as typed, and
// fuzzy by its length), and a martial art's name, in one word or several, matches any of its
// other names as well. Pure: the same text always plans the same query.

export const SEARCH_TOO_LONG = `A search is at most ${SEARCH_QUERY_MAX_CHARS} characters and ${SEARCH_QUERY_MAX_WORDS} words`;

/** One typo from five letters, two from nine: shorter words must match as typed (or as a prefix). */
export const typosAllowed = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Each synonym group's names, as word lists, the longest first so "thai boxing" wins over "boxing". */
const SYNONYM_PHRASES: ReadonlyArray<{ words: string[]; group: string[][] }> = MARTIAL_ART_SYNONYMS.flatMap((names) => {
  const group = [...new Set(names.map((name) => searchWords(name).join(" ")))].map((name) => name.split(" "));
  return group.map((words) => ({ words, group }));
}).sort((a, b) => b.words.length - a.words.length);

/** A part of the query: a word as typed, or a martial art named in one or more words. */
export type QueryPart = { kind: "word"; word: string } | { kind: "art"; typed: string[]; names: string[][] };

/**
 * `query` wants every part; when nothing has them all, `someParts` finds what has most of them
 * ("gracie bara": a four-letter word must be spelt right, but "gracie" alone still finds the gym).
 */
export type SearchPlan = { words: string[]; parts: QueryPart[]; query: Query; someParts: Query | null };

/** Null for a query too short to answer (an empty list); throws `search.too-long` over the caps. */
export function planSearch(text: string): SearchPlan | null {
  if (text.length > SEARCH_QUERY_MAX_CHARS) throw new InvalidInput(SEARCH_TOO_LONG, { code: "search.too-long" });
  if (text.trim().length < SEARCH_QUERY_MIN_CHARS) return null;
  const words = searchWords(text);
  if (words.length > SEARCH_QUERY_MAX_WORDS) throw new InvalidInput(SEARCH_TOO_LONG, { code: "search.too-long" });
  if (words.length === 0 || words.join("").length < SEARCH_QUERY_MIN_CHARS) return null;
  const parts = partsOf(words);
  const queries = parts.map(queryOf);
  return {
    words,
    parts,
    query: { combineWith: "AND", queries },
    someParts: parts.length > 1 ? { combineWith: "OR", queries } : null,
  };
}

/** The words, with every martial art's name among them (the longest first) as one part. */
export function partsOf(words: readonly string[]): QueryPart[] {
  const parts: QueryPart[] = [];
  let at = 0;
  while (at < words.length) {
    const art = SYNONYM_PHRASES.find(({ words: name }) => name.every((word, offset) => words[at + offset] === word));
    if (art) {
      parts.push({ kind: "art", typed: art.words, names: art.group });
      at += art.words.length;
    } else {
      parts.push({ kind: "word", word: words[at]! });
      at += 1;
    }
  }
  return parts;
}

const typed = (word: string): Query => ({ queries: [word], prefix: true, fuzzy: typosAllowed(word) });

function queryOf(part: QueryPart): Query {
  if (part.kind === "word") return typed(part.word);
  // The name as typed forgives as any word does; its other names must be spelt as listed.
  const others = part.names
    .filter((name) => name.join(" ") !== part.typed.join(" "))
    .map((name): Query => ({ combineWith: "AND", queries: name, prefix: false, fuzzy: false }));
  return { combineWith: "OR", queries: [{ combineWith: "AND", queries: part.typed.map(typed) }, ...others] };
}
