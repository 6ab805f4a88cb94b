// The only place that talks to mingo: filters are compiled once per operation, updates run on a
// clone the caller owns (mingo mutates in place).
import { Query, update } from "mingo";
import type { Modifier } from "mingo/updater";
import { isPlainObject, pathValuesOf } from "./paths.ts";
import type { Filter, Update } from "./port.ts";

export type Predicate = (document: Record<string, unknown>) => boolean;

type Condition = { parts: string[]; value: string | number | boolean; negated: boolean };

export function compileFilter(filter: Filter): Predicate {
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  // Lookups by id and the like are most of the reads; compiling a mingo Query costs more than
  // the lookup itself, so plain top-level equality on scalars is matched here, as Mongo would.
  if (entries.every(([field, value]) => !field.startsWith("$") && !field.includes(".") && isScalar(value))) {
    return (document) => entries.every(([field, value]) => equalsOrContains(document[field], value));
  }
  // So are equality and $ne on a dotted path with a scalar other than null (a projection's
  // "unless this comment is already there" guard).
  const conditions = simpleConditions(entries);
  if (conditions) {
    return (document) =>
      conditions.every(({ parts, value, negated }) => pathValuesOf(document, parts).values.includes(value) !== negated);
  }
  const query = new Query(filter);
  return (document) => query.test(document);
}

const isScalar = (value: unknown) =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

const isPlainScalar = (value: unknown): value is string | number | boolean =>
  typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && !Number.isNaN(value));

// {path: scalar} and {path: {$ne: scalar}}: matched against every value the path reaches, arrays
// fanned out (pathValues), as Mongo matches a dotted path through arrays of embedded documents.
function simpleConditions(entries: [string, unknown][]): Condition[] | null {
  const conditions: Condition[] = [];
  for (const [field, value] of entries) {
    if (field.startsWith("$")) return null;
    const parts = field.split(".");
    if (parts.some((part) => part === "" || /^\d+$/.test(part))) return null;
    if (isPlainScalar(value)) {
      conditions.push({ parts, value, negated: false });
      continue;
    }
    if (!isPlainObject(value)) return null;
    const operators = Object.entries(value);
    if (operators.length !== 1 || operators[0]![0] !== "$ne" || !isPlainScalar(operators[0]![1])) return null;
    conditions.push({ parts, value: operators[0]![1], negated: true });
  }
  return conditions;
}

// {field: value} matches the value itself or an array holding it; {field: null} also matches a
// missing field or an array holding null.
function equalsOrContains(actual: unknown, expected: unknown): boolean {
  if (expected === null) return actual === null || actual === undefined || (Array.isArray(actual) && actual.includes(null));
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
