// The only place that talks to mingo: filters are compiled once per operation, updates run on a
// clone the caller owns (mingo mutates in place).
import { Query, update } from "mingo";
import type { Modifier } from "mingo/updater";
import type { Filter, Update } from "./port.ts";

export type Predicate = (document: Record<string, unknown>) => boolean;

export function compileFilter(filter: Filter): Predicate {
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  // Lookups by id and the like are most of the reads; compiling a mingo Query costs more than
  // the lookup itself, so plain top-level equality on scalars is matched here, as Mongo would.
  if (entries.every(([field, value]) => !field.startsWith("$") && !field.includes(".") && isScalar(value))) {
    return (document) => entries.every(([field, value]) => equalsOrContains(document[field], value));
  }
  const query = new Query(filter);
  return (document) => query.test(document);
}

const isScalar = (value: unknown) =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

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
