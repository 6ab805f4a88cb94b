import { compareValues, TypeEdge, typeRank } from "./compare.ts";
import type { Condition } from "./filter.ts";
import type { Bound, IndexScan, MemoryIndex } from "./memory-index.ts";
import type { Sort } from "./port.ts";

export interface QueryPlan {
  /** null: scan every document. */
  index: MemoryIndex | null;
  /** The walks to run: one, or one per value of an `$in` (merged in sort order). */
  scans: IndexScan[];
  /** Each walk yields documents in the requested order, so a find can stop at skip + limit. */
  sorted: boolean;
}

interface Candidate extends QueryPlan {
  index: MemoryIndex;
  /** Leading index fields fixed in each walk, by equality or by one `$in` value. */
  width: number;
  ranged: boolean;
  /** Equality on every field of a unique index: one document at most, whatever the order. */
  point: boolean;
}

type SortFields = [string, 1 | -1][];

interface FieldRange {
  lower?: Bound;
  upper?: Bound;
}

/** The conditions an index can seek on: equalities, `$in` lists (without repeats) and range bounds. */
interface FieldConditions {
  equal: Map<string, unknown>;
  oneOf: Map<string, unknown[]>;
  ranges: Map<string, FieldRange>;
}

/**
 * Picks the index that seeks furthest: a unique key, else the most leading fields fixed, then a
 * range on the next field, then giving the requested order. An index that only gives the order
 * is still worth walking when a sort is requested, as the walk stops at skip + limit.
 */
export function planQuery(filter: readonly Condition[], sort: Sort | undefined, indexes: MemoryIndex[]): QueryPlan {
  const conditions = fieldConditions(filter);
  const sortFields = Object.entries(sort ?? {});
  let best: Candidate | null = null;
  for (const index of indexes) {
    const candidate = consider(index, conditions, sortFields);
    if (candidate && (!best || outranks(candidate, best))) best = candidate;
  }
  return best ?? { index: null, scans: [], sorted: sortFields.length === 0 };
}

function outranks(a: Candidate, b: Candidate): boolean {
  if (a.point !== b.point) return a.point;
  if (a.width !== b.width) return a.width > b.width;
  if (a.ranged !== b.ranged) return a.ranged;
  return a.sorted && !b.sorted;
}

function consider(index: MemoryIndex, conditions: FieldConditions, sortFields: SortFields): Candidate | null {
  const { fields } = index;
  const equal: unknown[] = [];
  while (equal.length < fields.length && conditions.equal.has(fields[equal.length]!.path)) {
    equal.push(conditions.equal.get(fields[equal.length]!.path));
  }
  const oneOfField = fields[equal.length];
  const oneOf = oneOfField ? conditions.oneOf.get(oneOfField.path) : undefined;
  const width = equal.length + (oneOf ? 1 : 0);
  const order = walkOrder(index, equal.length, width, sortFields);
  const next = fields[width];
  const range = next ? conditions.ranges.get(next.path) : undefined;
  if (width === 0 && !range && !(sortFields.length > 0 && order.sorted)) return null;

  const bounds =
    next && range
      ? safeBounds(range.lower, range.upper, next.direction * (order.reverse ? -1 : 1), index.isMultikey(width))
      : {};
  let prefixes = [equal];
  if (oneOf && oneOfField) {
    // In walk order, so that an unsorted union still comes out in index order.
    const direction = oneOfField.direction * (order.reverse ? -1 : 1);
    const values = [...oneOf].sort((a, b) => compareValues(a, b) * direction);
    prefixes = values.map((value) => [...equal, value]);
  }
  return {
    index,
    scans: prefixes.map((prefix) => ({ equal: prefix, reverse: order.reverse, ...bounds })),
    sorted: order.sorted,
    width,
    ranged: range !== undefined,
    point: !oneOf && index.unique && width >= Object.keys(index.keys).length,
  };
}

// The requested sort, less the fields pinned by equality, must be a prefix of the index fields
// after the fixed ones, all in index order or all inverted. Multikey fields sort by their min/max
// element, which no walk order gives, so they never provide the order.
function walkOrder(
  index: MemoryIndex,
  pinnedWidth: number,
  fixedWidth: number,
  sortFields: SortFields,
): { sorted: boolean; reverse: boolean } {
  const pinned = new Set(
    index.fields
      .slice(0, pinnedWidth)
      .filter((_, i) => !index.isMultikey(i))
      .map((field) => field.path),
  );
  const wanted = sortFields.filter(([path]) => !pinned.has(path));
  const unsorted = { sorted: false, reverse: false };
  if (wanted.length === 0) return { sorted: true, reverse: false };
  let relation: 1 | -1 | 0 = 0;
  for (let i = 0; i < wanted.length; i++) {
    const position = fixedWidth + i;
    const field = index.fields[position];
    const [path, direction] = wanted[i]!;
    if (!field || field.path !== path || index.isMultikey(position)) return unsorted;
    const same = field.direction === direction ? 1 : -1;
    if (relation !== 0 && relation !== same) return unsorted;
    relation = same;
  }
  return { sorted: true, reverse: relation === -1 };
}

// A walk starts at one bound and stops past the other. Both are safe only on a single-valued
// field of one type: a multikey document may meet `$gt` and `$lt` with different elements, and
// bounds of different types cannot both hold. Then keep one bound and let the type's edge (Mongo
// never matches a range across types) close the other side.
function safeBounds(
  lower: Bound | undefined,
  upper: Bound | undefined,
  valueDirection: number,
  multikey: boolean,
): { lower?: Bound; upper?: Bound } {
  const mixed = lower && upper && typeRank(lower.value) !== typeRank(upper.value);
  if (lower && upper && !multikey && !mixed) return { lower, upper };
  const keepLower = lower && (valueDirection > 0 || !upper);
  const kept = keepLower ? lower : upper;
  if (!kept) return {};
  const rank = typeRank(kept.value);
  return keepLower
    ? { lower: kept, upper: { value: new TypeEdge(rank, 1), inclusive: true } }
    : { lower: { value: new TypeEdge(rank, -1), inclusive: true }, upper: kept };
}

function fieldConditions(conditions: readonly Condition[]): FieldConditions {
  const equal = new Map<string, unknown>();
  const oneOf = new Map<string, unknown[]>();
  const ranges = new Map<string, FieldRange>();
  for (const { path, operator, operand } of conditions) {
    if (operator === "$eq") {
      if (!equal.has(path)) equal.set(path, operand);
    } else if (operator === "$in") {
      if (!oneOf.has(path)) oneOf.set(path, [...new Set(operand as unknown[])]);
    } else if (operator !== "$ne" && operator !== "$regex") {
      const range = ranges.get(path) ?? {};
      const bound = { value: operand, inclusive: operator === "$gte" || operator === "$lte" };
      if (operator === "$gt" || operator === "$gte") range.lower = tighter(range.lower, bound, 1);
      else range.upper = tighter(range.upper, bound, -1);
      ranges.set(path, range);
    }
  }
  return { equal, oneOf, ranges };
}

// Of two bounds on the same side, keep the one that excludes more; across types keep the first,
// which is still a correct (if looser) place to start or stop a walk.
function tighter(current: Bound | undefined, next: Bound, side: 1 | -1): Bound {
  if (!current || typeRank(current.value) !== typeRank(next.value)) return current ?? next;
  const order = compareValues(next.value, current.value) * side;
  if (order > 0 || (order === 0 && !next.inclusive)) return next;
  return current;
}
