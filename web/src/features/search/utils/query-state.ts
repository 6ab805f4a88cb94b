import { SEARCH_QUERY_MAX_WORDS, SEARCH_QUERY_MIN_CHARS, searchWords } from "@kumite/contracts/search";

/**
 * What the dialog does with a trimmed query: nothing typed yet; too short to ask (a single letter
 * would match nearly everything, and the server answers it with nothing); too many words (the
 * server would answer 400, so the member is told instead); or ask.
 */
export type QueryState = "blank" | "too-short" | "too-many-words" | "askable";

export function queryState(trimmed: string): QueryState {
  if (trimmed === "") return "blank";
  if (trimmed.length < SEARCH_QUERY_MIN_CHARS) return "too-short";
  if (searchWords(trimmed).length > SEARCH_QUERY_MAX_WORDS) return "too-many-words";
  return "askable";
}
