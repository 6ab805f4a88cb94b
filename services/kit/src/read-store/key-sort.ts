import { compareValues, WideString } from "./compare.ts";

// Sorts the keys of an index's bulk load without comparing whole keys: each field's values are
// numbered in order once (equal values, by compareValues, share a number), then the keys go
// through one stable counting sort per field, last field first (an LSD radix sort). A field with
// one value per document (always `_id`, which ends every key) is numbered per document, once for
// every index built over the same documents (KeyRanks). A comparison sort of the keys costs about
// 0.2 s per index of 100,000 keys, most of a full rebuild's index build.

type Key = unknown[];

/** Numbers in value order for a list of values: `ranks[i]` is the number of the i-th value. */
type Ranking = { ranks: Uint32Array; count: number };

export type SortField = {
  path: string;
  direction: 1 | -1;
  /** Every document's keys hold the same value in this field (no array on its path). */
  perDocument: boolean;
};

/** Up to this many distinct values a field is numbered through a Map; past it, by sorting. */
const SMALL_DOMAIN = 16384;

/** The numbering of the per-document fields, for the indexes loaded at once from the same documents. */
export class KeyRanks {
  private readonly byPath = new Map<string, Ranking>();
  private documentCount = -1;

  /** The numbering of `path` over the documents (`values[d]` is document d's value), made once per path. */
  perDocument(path: string, values: readonly unknown[]): Ranking {
    // Loaded from other documents: nothing known holds.
    if (values.length !== this.documentCount) {
      this.byPath.clear();
      this.documentCount = values.length;
    }
    let ranking = this.byPath.get(path);
    if (!ranking) this.byPath.set(path, (ranking = rank(values)));
    return ranking;
  }
}

/**
 * `keys` (one value per field, in field order) in index order; `documentOf[i]` is the position of
 * the document of `keys[i]` among `documentCount` documents. Keys are unique (the last field is
 * `_id`, or the index is `_id` alone), so the order is total.
 */
export function sortKeys(
  keys: readonly Key[],
  documentOf: Uint32Array,
  documentCount: number,
  fields: readonly SortField[],
  ranks: KeyRanks,
): Key[] {
  const size = keys.length;
  const rankings = fields.map((field, f) => {
    if (!field.perDocument) return rank(keys.map((key) => key[f]));
    const values = new Array<unknown>(documentCount).fill(null);
    for (let i = 0; i < size; i++) values[documentOf[i]!] = keys[i]![f];
    return ranks.perDocument(field.path, values);
  });
  // Fields after one whose values are all distinct never decide: the sort starts at that one.
  let first = fields.length - 1;
  for (let f = 0; f < fields.length; f++) {
    if (rankings[f]!.count === size) {
      first = f;
      break;
    }
  }
  let order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  let next = new Uint32Array(size);
  const rankOf = new Uint32Array(size);
  for (let f = first; f >= 0; f--) {
    const { ranks: numbers, count } = rankings[f]!;
    const descending = fields[f]!.direction < 0;
    const perDocument = fields[f]!.perDocument;
    for (let i = 0; i < size; i++) {
      const number = numbers[perDocument ? documentOf[i]! : i]!;
      rankOf[i] = descending ? count - 1 - number : number;
    }
    // A stable counting sort of `order` by this field's numbers.
    const starts = new Uint32Array(count + 1);
    for (let i = 0; i < size; i++) starts[rankOf[i]! + 1]!++;
    for (let number = 0; number < count; number++) starts[number + 1]! += starts[number]!;
    for (let i = 0; i < size; i++) {
      const entry = order[i]!;
      next[starts[rankOf[entry]!]!++] = entry;
    }
    [order, next] = [next, order];
  }
  const sorted = new Array<Key>(size);
  for (let i = 0; i < size; i++) sorted[i] = keys[order[i]!]!;
  return sorted;
}

// Plain strings in keys compare with `<` (UTF-16 units; see WideString); the rest as Mongo does.
const compareKeyValues = (a: unknown, b: unknown): number =>
  typeof a === "string" && typeof b === "string" ? (a < b ? -1 : a > b ? 1 : 0) : compareValues(a, b);

// A WideString is made anew for each key, so a Map knows it by its string; no plain string in a
// key can be that string (plain ones have no unit at or above U+D800).
const lookupKey = (value: unknown) => (value instanceof WideString ? value.value : value);

/** Numbers `values` in order. Few distinct values go through a Map; many, through one sort. */
function rank(values: readonly unknown[]): Ranking {
  return rankFew(values) ?? rankMany(values);
}

function rankFew(values: readonly unknown[]): Ranking | null {
  const table = new Map<unknown, number>();
  const distinct: unknown[] = [];
  for (const value of values) {
    const key = lookupKey(value);
    if (table.has(key)) continue;
    if (distinct.length === SMALL_DOMAIN) return null;
    table.set(key, 0);
    distinct.push(value);
  }
  distinct.sort(compareKeyValues);
  let number = 0;
  for (let i = 0; i < distinct.length; i++) {
    if (i > 0 && compareKeyValues(distinct[i - 1], distinct[i]) !== 0) number++;
    table.set(lookupKey(distinct[i]), number);
  }
  const ranks = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) ranks[i] = table.get(lookupKey(values[i]))!;
  return { ranks, count: distinct.length === 0 ? 0 : number + 1 };
}

// A large Map is slower to fill and read than sorting the positions by value (cache misses).
function rankMany(values: readonly unknown[]): Ranking {
  const positions = Array.from({ length: values.length }, (_, i) => i);
  positions.sort((a, b) => compareKeyValues(values[a], values[b]));
  const ranks = new Uint32Array(values.length);
  let number = 0;
  for (let i = 1; i < positions.length; i++) {
    if (compareKeyValues(values[positions[i - 1]!], values[positions[i]!]) !== 0) number++;
    ranks[positions[i]!] = number;
  }
  return { ranks, count: positions.length === 0 ? 0 : number + 1 };
}
