import { compareValues, typeRank } from "./compare.ts";
import { isPlainObject } from "./paths.ts";
import type { Filter } from "./port.ts";

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export interface FieldRange {
  lower?: Bound;
  upper?: Bound;
}

/** The conditions on single fields that every matching document must meet (top level and $and). */
export interface FieldConditions {
  equal: Map<string, unknown>;
  /** `$in` lists of scalars, without repeats. */
  oneOf: Map<string, unknown[]>;
  ranges: Map<string, FieldRange>;
}

export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith("$"));
}

/** What MongoDB copies into a document it upserts: plain values and `$eq`, also inside `$and`. */
export function upsertSeedFields(filter: Filter): Map<string, unknown> {
  const seed = new Map<string, unknown>();
  visitConditions(filter, (path, operator, value) => {
    if (operator === "$eq" && !seed.has(path)) seed.set(path, value);
  });
  return seed;
}

/** The conditions an index can seek on: scalar equalities and scalar range bounds. */
export function fieldConditions(filter: Filter): FieldConditions {
  const equal = new Map<string, unknown>();
  const oneOf = new Map<string, unknown[]>();
  const ranges = new Map<string, FieldRange>();
  visitConditions(filter, (path, operator, value) => {
    if (operator === "$eq") {
      if (isScalar(value) && !equal.has(path)) equal.set(path, value);
      return;
    }
    if (operator === "$in") {
      if (Array.isArray(value) && value.every(isScalar) && !oneOf.has(path)) oneOf.set(path, distinct(value));
      return;
    }
    if (!isScalar(value) || value === null || value === undefined) return;
    const range = ranges.get(path) ?? {};
    const bound = { value, inclusive: operator === "$gte" || operator === "$lte" };
    if (operator === "$gt" || operator === "$gte") range.lower = tighter(range.lower, bound, 1);
    if (operator === "$lt" || operator === "$lte") range.upper = tighter(range.upper, bound, -1);
    ranges.set(path, range);
  });
  return { equal, oneOf, ranges };
}

type Visitor = (path: string, operator: string, value: unknown) => void;

function visitConditions(filter: Filter, visit: Visitor): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) visitConditions(clause, visit);
    } else if (key.startsWith("$")) {
      continue;
    } else if (isOperatorObject(value)) {
      for (const [operator, operand] of Object.entries(value)) visit(key, operator, operand);
    } else if (!(value instanceof RegExp)) {
      visit(key, "$eq", value);
    }
  }
}

function distinct(values: unknown[]): unknown[] {
  const kept: unknown[] = [];
  for (const value of values) if (!kept.some((other) => compareValues(other, value) === 0)) kept.push(value);
  return kept;
}

function isScalar(value: unknown): boolean {
  return (
    value === null ||
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean" ||
    value instanceof Date
  );
}

// Of two bounds on the same side, keep the one that excludes more; across types keep the first,
// which is still a correct (if looser) place to start or stop a walk.
function tighter(current: Bound | undefined, next: Bound, side: 1 | -1): Bound {
  if (!current || typeRank(current.value) !== typeRank(next.value)) return current ?? next;
  const order = compareValues(next.value, current.value) * side;
  if (order > 0 || (order === 0 && !next.inclusive)) return next;
  return current;
}
