import { cloneValue } from "./clone.ts";
import { compareValues } from "./compare.ts";
import { growthBound } from "./document-size.ts";
import { compileFilter, isScalar, parseFilter, type Predicate } from "./filter.ts";
import { isPlainObject } from "./paths.ts";
import type { Filter, Update } from "./port.ts";

// An update read into operations, refusing what the port does not admit (both adapters call
// parseUpdate, so an update one refuses the other refuses too), and applied to a memory store's
// document without copying the whole of it: in place when the store owns the document alone, or
// on copies of just the objects along the updated paths when a snapshot still holds the current
// version.

type Operation =
  | { operator: "$set"; path: string[]; value: unknown }
  | { operator: "$inc"; path: string[]; value: number }
  | { operator: "$push" | "$addToSet"; path: string[]; value: unknown }
  | { operator: "$pull"; path: string[]; matches: (element: unknown) => boolean };

export interface ParsedUpdate {
  operations: Operation[];
  /** The dotted paths it writes. */
  paths: string[];
  /** At most how many BSON bytes it adds to a document (see document-size.ts). */
  growth: number;
}

type Node = Record<string, unknown>;

const OPERATORS = new Set(["$set", "$inc", "$push", "$addToSet", "$pull"]);

const own = (node: Node, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

// Projections write the same paths over and over (`words.<word>`): each is split and checked
// once, and its prefixes ("a" and "a.b" of "a.b.c") made once for the conflict check.
type ParsedPath = { parts: string[]; prefixes: string[] };
const parsedPaths = new Map<string, ParsedPath>();
const MAX_PARSED_PATHS = 50_000;

function parsePath(dotted: string): ParsedPath {
  let parsed = parsedPaths.get(dotted);
  if (parsed !== undefined) return parsed;
  const parts = dotted.split(".");
  if (parts[0] === "_id")
    throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
  for (const part of parts) {
    if (part === "" || part === "__proto__" || part.startsWith("$"))
      throw new Error(`the read store does not take the update path ${JSON.stringify(dotted)}`);
  }
  parsed = { parts, prefixes: parts.slice(1).map((_, i) => parts.slice(0, i + 1).join(".")) };
  if (parsedPaths.size >= MAX_PARSED_PATHS) parsedPaths.clear();
  parsedPaths.set(dotted, parsed);
  return parsed;
}

/** The update's operations; throws on an operator, a path or a value the port does not admit. */
export function parseUpdate(update: Update): ParsedUpdate {
  const operations: Operation[] = [];
  const paths: string[] = [];
  let nested = false;
  let growth = 0;
  for (const operator in update) {
    if (!OPERATORS.has(operator))
      throw new Error(
        operator.startsWith("$")
          ? `the read store does not take ${operator} in an update`
          : `an update holds operators ($set, $inc, …), not the field ${operator}: replaceOne replaces a document`,
      );
    const fields = update[operator as keyof Update];
    if (!isPlainObject(fields)) throw new Error(`${operator} needs an object of fields`);
    for (const dotted in fields) {
      const value = fields[dotted];
      // The Mongo driver leaves undefined values out (ignoreUndefined).
      if (value === undefined) continue;
      const parsed = parsePath(dotted);
      operations.push(operation(operator, parsed.parts, dotted, value));
      paths.push(dotted);
      nested ||= parsed.prefixes.length > 0;
      // A $pull only takes bytes away.
      if (operator !== "$pull")
        growth += growthBound(parsed.parts, value, operator === "$push" || operator === "$addToSet");
    }
  }
  if (operations.length === 0) throw new Error("an update needs at least one field to change");
  if (paths.length > 1) checkConflicts(paths, nested);
  // A value that cannot be copied throws here, before any document is touched.
  for (const operation of operations)
    if ("value" in operation && typeof operation.value === "object") cloneValue(operation.value);
  return { operations, paths, growth };
}

function operation(operator: string, path: string[], dotted: string, value: unknown): Operation {
  if (operator === "$inc") {
    if (typeof value !== "number") throw new Error(`Cannot increment with non-numeric argument: ${dotted}`);
    return { operator, path, value };
  }
  if (operator === "$pull") return { operator, path, matches: elementTest(dotted, value) };
  if ((operator === "$push" || operator === "$addToSet") && isPlainObject(value)) {
    const modifier = Object.keys(value).find((key) => key.startsWith("$"));
    if (modifier) throw new Error(`the read store does not take ${modifier} in ${operator}`);
  }
  return { operator: operator as "$set" | "$push" | "$addToSet", path, value };
}

// $pull removes the elements equal to a scalar, or the embedded documents a filter matches.
function elementTest(dotted: string, condition: unknown): (element: unknown) => boolean {
  if (isScalar(condition)) return (element) => compareValues(element, condition) === 0;
  if (!isPlainObject(condition)) throw new Error(`$pull on ${dotted} takes a scalar or a filter`);
  const operator = Object.keys(condition).find((key) => key.startsWith("$"));
  if (operator) throw new Error(`the read store does not take ${operator} in $pull`);
  const matches: Predicate = compileFilter(parseFilter(condition as Filter));
  return (element) => isPlainObject(element) && matches(element);
}

// Mongo refuses two updates of one path, or of a path and a path inside it.
function checkConflicts(paths: string[], nested: boolean): void {
  const all = new Set(paths);
  const conflict = (path: string, at: string) =>
    new Error(`Updating the path '${path}' would create a conflict at '${at}'`);
  if (all.size !== paths.length) {
    const repeated = paths.find((path, i) => paths.indexOf(path) !== i)!;
    throw conflict(repeated, repeated);
  }
  if (!nested) return;
  for (const path of paths) {
    for (const prefix of parsePath(path).prefixes) if (all.has(prefix)) throw conflict(path, prefix);
  }
}

/**
 * Whether the update changes `document`, without touching it. Throws where MongoDB refuses the
 * write: a value on the way that is not an embedded document, $inc of a non-number, $push,
 * $addToSet or $pull on a non-array.
 */
export function updateChanges(document: Node, update: ParsedUpdate): boolean {
  let changes = false;
  for (const operation of update.operations) {
    const { path } = operation;
    let node: Node | undefined = document;
    for (let i = 0; i < path.length - 1 && node; i++) {
      const next = own(node, path[i]!);
      if (next === undefined) node = undefined;
      else if (isPlainObject(next)) node = next;
      else throw new Error(`Cannot create field '${path[i + 1]}' in element {${path[i]}: ${JSON.stringify(next)}}`);
    }
    const leaf = path[path.length - 1]!;
    const exists = node !== undefined && Object.hasOwn(node, leaf);
    const current = exists ? node![leaf] : undefined;
    if (operation.operator === "$inc") {
      if (exists && typeof current !== "number")
        throw new Error(`Cannot apply $inc to a value of non-numeric type: ${path.join(".")}`);
      if (!exists || operation.value !== 0) changes = true;
      continue;
    }
    if (operation.operator === "$set") {
      if (!exists || compareValues(current, operation.value) !== 0) changes = true;
      continue;
    }
    if (exists && !Array.isArray(current))
      throw new Error(`Cannot apply ${operation.operator} to a non-array field: ${path.join(".")}`);
    const array = current as unknown[] | undefined;
    switch (operation.operator) {
      case "$push":
        changes = true;
        break;
      case "$addToSet":
        if (!array || !array.some((element) => compareValues(element, operation.value) === 0)) changes = true;
        break;
      case "$pull":
        if (array?.some(operation.matches)) changes = true;
        break;
    }
  }
  return changes;
}

/**
 * Applies an update that updateChanges accepted. In place, `document` must be the store's alone;
 * otherwise it is left as it is and the new version returned, sharing every object off the
 * updated paths with it.
 */
export function applyUpdate(document: Node, update: ParsedUpdate, inPlace: boolean): Node {
  const root = inPlace ? document : { ...document };
  // Objects this update created or copied: written in place from then on.
  const fresh = inPlace ? null : new Set<object>([root]);
  for (const operation of update.operations) {
    const { path } = operation;
    let node: Node | null = root;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i]!;
      let next = own(node, part) as Node | undefined;
      if (next === undefined) {
        // Nothing to pull from.
        if (operation.operator === "$pull") {
          node = null;
          break;
        }
        next = {};
        node[part] = next;
        fresh?.add(next);
      } else if (fresh && !fresh.has(next)) {
        next = { ...next };
        node[part] = next;
        fresh.add(next);
      }
      node = next;
    }
    if (!node) continue;
    const leaf = path[path.length - 1]!;
    const current = own(node, leaf);
    switch (operation.operator) {
      case "$set":
        node[leaf] = cloneValue(operation.value);
        break;
      case "$inc":
        node[leaf] = ((current as number | undefined) ?? 0) + operation.value;
        break;
      case "$push":
      case "$addToSet": {
        const array = current as unknown[] | undefined;
        const value = operation.value;
        if (operation.operator === "$addToSet" && array?.some((element) => compareValues(element, value) === 0)) break;
        if (array === undefined) node[leaf] = [cloneValue(value)];
        else if (fresh) node[leaf] = [...array, cloneValue(value)];
        else array.push(cloneValue(value));
        break;
      }
      case "$pull":
        if (current !== undefined) node[leaf] = (current as unknown[]).filter((element) => !operation.matches(element));
        break;
    }
  }
  return root;
}
