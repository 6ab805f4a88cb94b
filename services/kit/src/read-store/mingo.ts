// The only place that talks to mingo: filters are compiled once per operation, updates run on a
// clone the caller owns (mingo mutates in place).
import { Query, update } from "mingo";
import type { Modifier } from "mingo/updater";
import type { Filter, Update } from "./port.ts";

export type Predicate = (document: Record<string, unknown>) => boolean;

export function compileFilter(filter: Filter): Predicate {
  if (Object.keys(filter).length === 0) return () => true;
  const query = new Query(filter);
  return (document) => query.test(document);
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
