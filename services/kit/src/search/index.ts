export { defineSearchIndex, type SearchChange, type SearchEntry, type SearchIndexDefinition } from "./define.ts";
export { planSearch, typosAllowed } from "./query-plan.ts";
export type { RankedHit } from "./ranking.ts";
export { SearchIndex, type SearchFacts, type SearchOptions } from "./search-index.ts";
