import { describe, expect, it } from "vitest";
import { KeyRanks } from "./key-sort.ts";
import { MemoryIndex } from "./memory-index.ts";
import type { Sort } from "./port.ts";

// A bulk load sorts its keys by numbering each field's values (key-sort.ts); the walk of the
// index it builds must be the order the index's own comparator gives, for every kind of value.

const VALUES = [
  null,
  undefined,
  1,
  -0,
  0,
  Number.NaN,
  2.5,
  "a",
  "b",
  "",
  "A",
  "\u{1F600}",
  "\uE000",
  { x: 1 },
  { x: 1 },
  { x: 2 },
  [1, 2],
  [],
  [{ b: 1 }, { b: "z" }],
  { b: [3, 3, 4] },
  true,
  false,
  new Date(5),
  new Date(5),
];

function documents(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    _id: `d${(i * 7919) % count}`,
    v: VALUES[i % VALUES.length],
    w: VALUES[(i * 3) % VALUES.length],
    a: VALUES[(i * 5) % VALUES.length],
  }));
}

/** The entries' keys an index walks, in order, after a bulk load. */
function walked(keys: Sort, docs: Record<string, unknown>[], ranks = new KeyRanks()): string[] {
  const index = new MemoryIndex("test", keys, false);
  index.load(docs, undefined, ranks);
  const ids: string[] = [];
  (index.frozen().forEachId as (visit: (id: string) => void) => void)((id) => ids.push(id));
  return ids;
}

/** The same entries sorted by the index's comparator, one key at a time (the previous way). */
function expected(keys: Sort, docs: Record<string, unknown>[]): string[] {
  const index = new MemoryIndex("test", keys, false);
  for (const document of docs) index.add(document);
  const ids: string[] = [];
  (index.frozen().forEachId as (visit: (id: string) => void) => void)((id) => ids.push(id));
  return ids;
}

describe("bulk-loaded index keys", () => {
  const docs = documents(3000);
  const specs: Sort[] = [{ v: 1 }, { v: -1 }, { v: 1, w: -1 }, { "a.b": -1, v: 1 }, { a: 1 }, { _id: 1 }];

  for (const keys of specs) {
    it(`come in the comparator's order for ${JSON.stringify(keys)}`, () => {
      expect(walked(keys, docs)).toEqual(expected(keys, docs));
    });
  }

  it("share one numbering between indexes loaded together", () => {
    const ranks = new KeyRanks();
    for (const keys of specs) expect(walked(keys, docs, ranks)).toEqual(expected(keys, docs));
  });

  it("number many distinct values by sorting, as few through a table", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      _id: `m${i}`,
      v: `value-${(i * 7919) % 20_000}`,
      w: i % 3,
    }));
    expect(walked({ w: 1, v: -1 }, many)).toEqual(expected({ w: 1, v: -1 }, many));
  });
});
