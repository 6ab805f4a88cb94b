// The only place that talks to mingo: filters are compiled once per operation, updates run on a
// clone the caller owns (mingo mutates in place).
import { Query, update } from "mingo";
import type { Modifier } from "mingo/updater";
import { isPlainObject, pathValuesOf } from "./paths.ts";
import type { Filter, Update } from "./port.ts";

export type Predicate = (document: Record<string, unknown>) => boolean;

/** One field's condition: some value the path reaches passes `test` (none, when negated). */
type Condition = { parts: string[]; test: (value: unknown) => boolean; negated: boolean };

export function compileFilter(filter: Filter): Predicate {
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  // Lookups by id and the like are most of the reads; compiling a mingo Query costs more than
  // the lookup itself, so plain top-level equality on scalars is matched here, as Mongo would.
  if (entries.every(([field, value]) => !field.startsWith("$") && !field.includes(".") && isScalar(value))) {
    return (document) => entries.every(([field, value]) => equalsOrContains(document[field], value));
  }
  // So are equality and $ne on a dotted path with a scalar other than null (a projection's
  // "unless this comment is already there" guard), $in over such scalars and number ranges (a
  // search walking an index checks the rest of its filter on every document it meets).
  const conditions = simpleConditions(entries);
  if (conditions) {
    return (document) =>
      conditions.every(({ parts, test, negated }) => pathValuesOf(document, parts).values.some(test) !== negated);
  }
  const query = new Query(filter);
  return (document) => query.test(document);
}

const isScalar = (value: unknown) =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

const isPlainScalar = (value: unknown): value is string | number | boolean =>
  typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && !Number.isNaN(value));

// {path: scalar}, {path: {$ne: scalar}}, {path: {$in: [scalars]}} and {path: {$gt/$gte/$lt/$lte:
// number, …}}: matched against every value the path reaches, arrays fanned out (pathValues), as
// Mongo matches a dotted path through arrays of embedded documents. Each range bound is its own
// condition, as in Mongo, where different elements of an array may meet different bounds.
function simpleConditions(entries: [string, unknown][]): Condition[] | null {
  const conditions: Condition[] = [];
  for (const [field, value] of entries) {
    if (field.startsWith("$")) return null;
    const parts = field.split(".");
    if (parts.some((part) => part === "" || /^\d+$/.test(part))) return null;
    if (isPlainScalar(value)) {
      conditions.push({ parts, test: (actual) => actual === value, negated: false });
      continue;
    }
    if (!isPlainObject(value)) return null;
    for (const [operator, operand] of Object.entries(value)) {
      const condition = operatorCondition(parts, operator, operand);
      if (!condition) return null;
      conditions.push(condition);
    }
    if (Object.keys(value).length === 0) return null;
  }
  return conditions;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && !Number.isNaN(value);
const RANGES: Record<string, (actual: number, bound: number) => boolean> = {
  $gt: (actual, bound) => actual > bound,
  $gte: (actual, bound) => actual >= bound,
  $lt: (actual, bound) => actual < bound,
  $lte: (actual, bound) => actual <= bound,
};

function operatorCondition(parts: string[], operator: string, operand: unknown): Condition | null {
  if (operator === "$ne" && isPlainScalar(operand))
    return { parts, test: (actual) => actual === operand, negated: true };
  if (operator === "$in" && Array.isArray(operand) && operand.every(isPlainScalar)) {
    const wanted = new Set<unknown>(operand);
    return { parts, test: (actual) => wanted.has(actual), negated: false };
  }
  const inRange = RANGES[operator];
  if (inRange && isNumber(operand))
    return { parts, test: (actual) => isNumber(actual) && inRange(actual, operand), negated: false };
  return null;
}

// {field: value} matches the value itself or an array holding it; {field: null} also matches a
// missing field or an array holding null.
function equalsOrContains(actual: unknown, expected: unknown): boolean {
  if (expected === null)
    return actual === null || actual === undefined || (Array.isArray(actual) && actual.includes(null));
  return actual === expected || (Array.isArray(actual) && actual.includes(expected));
}

/** Applies update operators in place; returns the paths that changed. */
export function applyOperators(
  document: Record<string, unknown>,
  operators: Update,
  condition: Filter | undefined,
): string[] {
  // Our Update is an untyped Mongo update document; mingo validates the operators itself.
  const modifier = operators as Modifier<Record<string, unknown>>;
  return update(document, modifier, undefined, condition, { cloneMode: "deep" });
}
