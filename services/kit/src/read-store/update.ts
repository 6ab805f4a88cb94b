// MongoDB update semantics on top of mingo: what mingo lacks ($setOnInsert, upsert documents) and
// where it differs from Mongo ($addToSet $each dedupe, type errors, the immutable _id).
import { cloneValue } from "./clone.ts";
import { compareValues } from "./compare.ts";
import { newDocumentId } from "./document-id.ts";
import { upsertSeedFields } from "./filter-fields.ts";
import { applyOperators } from "./mingo.ts";
import { getPath, isPlainObject, setPath } from "./paths.ts";
import type { Filter, Update } from "./port.ts";

type Operators = Record<string, Record<string, unknown>>;

const NUMERIC_OPERATORS = new Set(["$inc", "$mul"]);
const ARRAY_OPERATORS = new Set(["$push", "$addToSet", "$pull", "$pullAll", "$pop"]);

/**
 * Applies `update` to `document` in place (the caller passes a clone it owns). `inserting` is true
 * while building an upserted document: `$setOnInsert` applies and `$set` may give the `_id`.
 * Returns whether the document changed.
 */
export function applyUpdate(
  document: Record<string, unknown>,
  update: Update,
  context: { filter: Filter; inserting: boolean },
): boolean {
  const operators = normalise(update, context.inserting);
  const idAssigned = takeId(document, operators);
  for (const [operator, fields] of Object.entries(operators)) checkTypes(document, operator, fields);
  const positional = Object.values(operators).some((fields) =>
    Object.keys(fields).some((path) => path.split(".").includes("$")),
  );
  const changed = applyOperators(document, operators, positional ? context.filter : undefined);
  return idAssigned || changed.length > 0;
}

/** The document an upsert inserts: the filter's equalities, then the update, then an `_id`. */
export function buildUpsertDocument(filter: Filter, update: Update): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [path, value] of upsertSeedFields(filter)) setPath(document, path, cloneValue(value));
  applyUpdate(document, update, { filter, inserting: true });
  const { _id, ...rest } = document;
  return { _id: _id ?? newDocumentId(), ...rest };
}

export function assertReplacement(document: Record<string, unknown>): void {
  if (Object.keys(document).some((key) => key.startsWith("$"))) {
    throw new Error("a replacement document must not contain update operators");
  }
}

export function assertUpdate(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || keys.some((key) => !key.startsWith("$"))) {
    throw new Error("an update document needs update operators ($set, $inc, …) only");
  }
}

function normalise(update: Update, inserting: boolean): Operators {
  assertUpdate(update);
  const operators: Operators = {};
  for (const [operator, fields] of Object.entries(update)) {
    if (!isPlainObject(fields)) throw new Error(`${operator} needs an object of fields`);
    if (operator === "$setOnInsert") {
      if (inserting) operators.$set = { ...operators.$set, ...fields };
    } else if (operator === "$addToSet") {
      operators.$addToSet = dedupeEach(fields);
    } else {
      operators[operator] = operator === "$set" ? { ...operators.$set, ...fields } : { ...fields };
    }
  }
  return operators;
}

// mingo keeps duplicates inside `$each` when the array does not exist yet; Mongo does not.
function dedupeEach(fields: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(fields)) {
    if (isPlainObject(value) && Array.isArray(value.$each)) {
      const unique: unknown[] = [];
      for (const item of value.$each) {
        if (!unique.some((kept) => compareValues(kept, item) === 0)) unique.push(item);
      }
      result[path] = { ...value, $each: unique };
    } else {
      result[path] = value;
    }
  }
  return result;
}

// mingo refuses any write to `_id`, even an unchanged one or the first one of an upsert.
function takeId(document: Record<string, unknown>, operators: Operators): boolean {
  for (const [operator, fields] of Object.entries(operators)) {
    for (const path of Object.keys(fields)) {
      if (path !== "_id" && !path.startsWith("_id.")) continue;
      const value = fields[path];
      const unchanged = document._id !== undefined && compareValues(document._id, value) === 0;
      if (operator !== "$set" || path !== "_id" || (document._id !== undefined && !unchanged)) {
        throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
      }
      delete fields[path];
      if (unchanged) continue;
      document._id = cloneValue(value);
      return true;
    }
  }
  return false;
}

// mingo silently skips these; Mongo rejects the write.
function checkTypes(document: Record<string, unknown>, operator: string, fields: Record<string, unknown>): void {
  for (const [path, operand] of Object.entries(fields)) {
    const current = getPath(document, path);
    if (NUMERIC_OPERATORS.has(operator)) {
      if (typeof operand !== "number") {
        throw new Error(`Cannot ${operator} with non-numeric argument: ${path}`);
      }
      if (current !== undefined && typeof current !== "number") {
        throw new Error(`Cannot apply ${operator} to a value of non-numeric type: ${path}`);
      }
    } else if (ARRAY_OPERATORS.has(operator) && current !== undefined && !Array.isArray(current)) {
      throw new Error(`Cannot apply ${operator} to a non-array field: ${path}`);
    }
  }
}
