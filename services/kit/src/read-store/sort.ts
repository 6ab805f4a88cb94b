import { compareValues } from "./compare.ts";
import { pathValues } from "./paths.ts";
import type { Sort } from "./port.ts";

type SortFields = [string, 1 | -1][];

/**
 * The value a document sorts by on one field, as MongoDB picks it: an array sorts by its
 * smallest element ascending and its largest descending; missing sorts as null.
 */
export function sortKey(document: unknown, path: string, direction: 1 | -1): unknown {
  const { values } = pathValues(document, path);
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    if (compareValues(values[i], best) * direction < 0) best = values[i];
  }
  return best;
}

const sortKeys = (document: unknown, fields: SortFields) =>
  fields.map(([path, direction]) => sortKey(document, path, direction));

function compareKeys(a: unknown[], b: unknown[], fields: SortFields): number {
  for (let i = 0; i < fields.length; i++) {
    const order = compareValues(a[i], b[i]) * fields[i]![1];
    if (order !== 0) return order;
  }
  return 0;
}

/** A stable in-memory sort: documents that tie keep the order they came in. */
export function sortDocuments<T>(documents: T[], sort: Sort): T[] {
  const fields = Object.entries(sort);
  if (fields.length === 0) return documents;
  const decorated = documents.map((document) => ({ document, keys: sortKeys(document, fields) }));
  decorated.sort((a, b) => compareKeys(a.keys, b.keys, fields));
  return decorated.map((entry) => entry.document);
}

/** Merges sources that are each already in `sort` order, lazily, so a limit stops it early. */
export function* mergeSorted<T>(sources: Iterable<T>[], sort: Sort): Generator<T> {
  const fields = Object.entries(sort);
  const heads: { iterator: Iterator<T>; value: T; keys: unknown[] }[] = [];
  const advance = (iterator: Iterator<T>) => {
    const next = iterator.next();
    if (!next.done) heads.push({ iterator, value: next.value, keys: sortKeys(next.value, fields) });
  };
  for (const source of sources) advance(source[Symbol.iterator]());
  while (heads.length > 0) {
    let first = 0;
    for (let i = 1; i < heads.length; i++) {
      if (compareKeys(heads[i]!.keys, heads[first]!.keys, fields) < 0) first = i;
    }
    const [head] = heads.splice(first, 1);
    yield head!.value;
    advance(head!.iterator);
  }
}
