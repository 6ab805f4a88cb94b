import { cloneValue } from "./clone.ts";
import { compareValues } from "./compare.ts";
import { isPlainObject } from "./paths.ts";
import type { Update } from "./port.ts";

// The updates projections make most ($set, $inc, $unset and $push of one value, on plain dotted
// paths), applied without mingo and without copying the whole document: in place when the store
// owns the document alone, or on copies of just the objects along the updated paths when a
// snapshot still holds the current version. Anything else (positional paths, array indexes,
// modifiers, other operators, conflicting paths, type errors) returns null and takes the general
// path (update.ts), which behaves as MongoDB does.

type Operation =
  | { operator: "$set"; path: string[]; value: unknown }
  | { operator: "$inc"; path: string[]; value: number }
  | { operator: "$unset"; path: string[] }
  | { operator: "$push"; path: string[]; value: unknown };

export interface SimpleUpdate {
  operations: Operation[];
  /** The dotted paths it writes. */
  paths: string[];
}

type Node = Record<string, unknown>;

const SIMPLE = new Set(["$set", "$inc", "$unset", "$push"]);
const NUMERIC = /^\d+$/;

const own = (node: Node, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

// Projections write the same paths over and over (`words.<word>`): each is split and checked
// once, and its prefixes ("a" and "a.b" of "a.b.c") made once for the conflict check.
type ParsedPath = { parts: string[]; prefixes: string[] };
const parsedPaths = new Map<string, ParsedPath | null>();
const MAX_PARSED_PATHS = 50_000;

/** A dotted path's parts and prefixes, or null when it is not a plain path of field names. */
function parsePath(dotted: string): ParsedPath | null {
  let parsed = parsedPaths.get(dotted);
  if (parsed !== undefined) return parsed;
  const parts = dotted.split(".");
  const plain =
    parts[0] !== "_id" &&
    !parts.some((part) => part === "" || part === "__proto__" || part.includes("$") || NUMERIC.test(part));
  parsed = plain ? { parts, prefixes: parts.slice(1).map((_, i) => parts.slice(0, i + 1).join(".")) } : null;
  if (parsedPaths.size >= MAX_PARSED_PATHS) parsedPaths.clear();
  parsedPaths.set(dotted, parsed);
  return parsed;
}

/** The update as simple operations, or null when it needs the general path. Not for upserts. */
export function planSimpleUpdate(update: Update): SimpleUpdate | null {
  const operations: Operation[] = [];
  const paths: string[] = [];
  let nested = false;
  for (const operator of Object.keys(update)) {
    const fields = update[operator];
    if (!isPlainObject(fields)) return null;
    // Applies only when inserting, which is the general path's business.
    if (operator === "$setOnInsert") continue;
    if (!SIMPLE.has(operator)) return null;
    for (const dotted of Object.keys(fields)) {
      const value = fields[dotted];
      const parsed = parsePath(dotted);
      if (!parsed) return null;
      const path = parsed.parts;
      if (operator === "$inc") {
        if (typeof value !== "number") return null;
        operations.push({ operator, path, value });
      } else if (operator === "$set") {
        if (value === undefined) return null;
        operations.push({ operator, path, value });
      } else if (operator === "$push") {
        if (value === undefined || (isPlainObject(value) && Object.keys(value).some((key) => key.startsWith("$"))))
          return null;
        operations.push({ operator, path, value });
      } else {
        operations.push({ operator: "$unset", path });
      }
      paths.push(dotted);
      nested ||= parsed.prefixes.length > 0;
    }
  }
  if (operations.length === 0 || (paths.length > 1 && conflicting(paths, nested))) return null;
  // A value that cannot be copied throws here, before any document is touched.
  for (const operation of operations)
    if ("value" in operation && typeof operation.value === "object") cloneValue(operation.value);
  return { operations, paths };
}

// Mongo refuses two updates of one path, or of a path and a path inside it.
function conflicting(paths: string[], nested: boolean): boolean {
  const all = new Set(paths);
  if (all.size !== paths.length) return true;
  if (!nested) return false;
  for (const path of paths) {
    for (const prefix of parsedPaths.get(path)?.prefixes ?? prefixesOf(path)) if (all.has(prefix)) return true;
  }
  return false;
}

// For a path the bounded cache let go of meanwhile.
const prefixesOf = (path: string) => parsePath(path)?.prefixes ?? [];

/**
 * Whether the update changes `document`, without touching it; null when it needs the general path
 * (a value on the way that is not an object, $inc of a non-number, $push onto a non-array).
 */
export function simpleUpdateChanges(document: Node, update: SimpleUpdate): boolean | null {
  let changes = false;
  for (const operation of update.operations) {
    const { path } = operation;
    let node: Node | undefined = document;
    for (let i = 0; i < path.length - 1 && node; i++) {
      const next = own(node, path[i]!);
      if (next === undefined) node = undefined;
      else if (isPlainObject(next)) node = next;
      else return null;
    }
    const leaf = path[path.length - 1]!;
    const exists = node !== undefined && Object.hasOwn(node, leaf);
    const current = exists ? node![leaf] : undefined;
    switch (operation.operator) {
      case "$set":
        if (!exists || compareValues(current, operation.value) !== 0) changes = true;
        break;
      case "$inc":
        if (exists && typeof current !== "number") return null;
        if (!exists || (current as number) + operation.value !== current) changes = true;
        break;
      case "$unset":
        if (exists) changes = true;
        break;
      case "$push":
        if (exists && !Array.isArray(current)) return null;
        changes = true;
        break;
    }
  }
  return changes;
}

/**
 * Applies a simple update that simpleUpdateChanges accepted. In place, `document` must be the
 * store's alone; otherwise it is left as it is and the new version returned, sharing every object
 * off the updated paths with it.
 */
export function applySimpleUpdate(document: Node, update: SimpleUpdate, inPlace: boolean): Node {
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
        if (operation.operator === "$unset") {
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
    switch (operation.operator) {
      case "$set":
        node[leaf] = cloneValue(operation.value);
        break;
      case "$inc":
        node[leaf] = ((own(node, leaf) as number | undefined) ?? 0) + operation.value;
        break;
      case "$unset":
        delete node[leaf];
        break;
      case "$push": {
        const current = own(node, leaf) as unknown[] | undefined;
        const value = cloneValue(operation.value);
        if (current === undefined) node[leaf] = [value];
        else if (fresh) node[leaf] = [...current, value];
        else current.push(value);
        break;
      }
    }
  }
  return root;
}
