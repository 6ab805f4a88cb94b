import { compareValues, typeRank } from "./compare.ts";
import { isPlainObject, pathValuesOf } from "./paths.ts";
import type { Filter, Scalar } from "./port.ts";

// A filter read into conditions, refusing what the port does not admit (both adapters call this,
// so a filter one refuses the other refuses too), and matched the way MongoDB matches it.

type Range = "$gt" | "$gte" | "$lt" | "$lte";
export type Operator = "$eq" | "$ne" | "$in" | "$regex" | Range;

/** One operator on one field path. */
export interface Condition {
  path: string;
  parts: string[];
  operator: Operator;
  operand: unknown;
}

export type Predicate = (document: Record<string, unknown>) => boolean;

const RANGES = new Set<string>(["$gt", "$gte", "$lt", "$lte"]);

export const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** The filter's conditions; throws on an operator or a value the port does not admit. */
export function parseFilter(filter: Filter): Condition[] {
  const conditions: Condition[] = [];
  for (const path in filter) {
    const value = filter[path];
    if (path.startsWith("$")) throw new Error(`the read store does not take ${path} in a filter`);
    // The Mongo driver leaves undefined values out (ignoreUndefined).
    if (value === undefined) continue;
    const parts = path.split(".");
    if (isScalar(value)) {
      conditions.push({ path, parts, operator: "$eq", operand: value });
      continue;
    }
    if (!isPlainObject(value) || Object.keys(value).length === 0)
      throw new Error(`the read store's filters compare ${path} with a string, number, boolean or null`);
    for (const operator in value)
      conditions.push({ path, parts, operator: checked(path, operator, value[operator]), operand: value[operator] });
  }
  return conditions;
}

function checked(path: string, operator: string, operand: unknown): Operator {
  const refused = (what: string) => new Error(`${operator} on ${path} takes ${what}`);
  if (operator === "$ne") {
    if (!isScalar(operand)) throw refused("a string, number, boolean or null");
  } else if (operator === "$in") {
    if (!Array.isArray(operand) || !operand.every(isScalar))
      throw refused("a list of strings, numbers, booleans or null");
  } else if (RANGES.has(operator)) {
    if (typeof operand !== "string" && typeof operand !== "number") throw refused("a string or a number");
  } else if (operator === "$regex") {
    if (typeof operand !== "string") throw refused("a regular expression's source");
  } else if (operator.startsWith("$")) {
    throw new Error(`the read store does not take ${operator} in a filter (on ${path})`);
  } else {
    throw new Error(`the read store's filters compare ${path} with a scalar or operators, not an embedded document`);
  }
  return operator as Operator;
}

/** Whether a document meets every condition. */
export function compileFilter(conditions: readonly Condition[]): Predicate {
  if (conditions.length === 0) return () => true;
  const tests = conditions.map(compileCondition);
  if (tests.length === 1) return tests[0]!;
  return (document) => {
    for (const test of tests) if (!test(document)) return false;
    return true;
  };
}

function compileCondition({ parts, operator, operand }: Condition): Predicate {
  switch (operator) {
    case "$eq":
      return (document) => some(document, parts, (value) => value === operand);
    case "$ne":
      return (document) => !some(document, parts, (value) => value === operand);
    case "$in": {
      const wanted = new Set(operand as Scalar[]);
      return (document) => some(document, parts, (value) => wanted.has(value as Scalar));
    }
    case "$regex": {
      const pattern = new RegExp(operand as string);
      return (document) => some(document, parts, (value) => typeof value === "string" && pattern.test(value));
    }
    default: {
      // Mongo compares a range within the operand's type only ($lt: "x" never matches a number).
      const rank = typeRank(operand);
      const holds = RANGE_TESTS[operator];
      return (document) =>
        some(document, parts, (value) => typeRank(value) === rank && holds(compareValues(value, operand)));
    }
  }
}

const RANGE_TESTS: Record<Range, (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

// Some value the path reaches passes: arrays fan out, a missing field is null (pathValuesOf).
function some(document: Record<string, unknown>, parts: string[], test: (value: unknown) => boolean): boolean {
  if (parts.length === 1) {
    // A top-level field that holds no array, the usual case, without the walk.
    const value = document[parts[0]!];
    if (!Array.isArray(value)) return test(value === undefined ? null : value);
  }
  return pathValuesOf(document, parts).values.some(test);
}
