import { isPlainObject } from "./paths.ts";
import type { FieldSelection } from "./port.ts";

/**
 * Mongo's simple field selection (its `projection` option): either inclusion (`_id` kept unless `_id: 0`) or exclusion of
 * dotted paths, reaching into arrays of embedded documents. Returns a new object; the values it
 * shares with the input are cloned by the caller.
 */
export function selectFields(
  document: Record<string, unknown>,
  selection: FieldSelection | undefined,
): Record<string, unknown> {
  if (!selection) return document;
  const entries = Object.entries(selection);
  const includeId = selection._id !== 0;
  const fields = entries.filter(([path]) => path !== "_id");
  const inclusive = fields.length > 0 ? fields.some(([, flag]) => flag === 1) : selection._id === 1;
  if (inclusive && fields.some(([, flag]) => flag === 0)) {
    throw new Error("a field selection cannot mix inclusion and exclusion (apart from _id)");
  }
  if (!inclusive) {
    const paths = entries.filter(([, flag]) => flag === 0).map(([path]) => path.split("."));
    return excludePaths(document, paths);
  }
  const paths = fields.map(([path]) => path.split("."));
  if (includeId) paths.push(["_id"]);
  return includePaths(document, paths);
}

function includePaths(node: Record<string, unknown>, paths: string[][]): Record<string, unknown> {
  // By first name: the whole value kept (true), or the paths below it. Grouped once, so that each of
  // the node's fields costs one lookup (a projection asks for one field of a member on every event).
  const byName = new Map<string, string[][] | true>();
  for (const [name, ...rest] of paths) {
    const below = byName.get(name!);
    if (below === true) continue;
    if (rest.length === 0) byName.set(name!, true);
    else if (below) below.push(rest);
    else byName.set(name!, [rest]);
  }
  const result: Record<string, unknown> = {};
  for (const name in node) {
    const below = byName.get(name);
    const value = node[name];
    if (below === undefined || value === undefined) continue;
    if (below === true) result[name] = value;
    else if (isPlainObject(value)) result[name] = includePaths(value, below);
    else if (Array.isArray(value)) result[name] = includeInArray(value, below);
  }
  return result;
}

// Mongo keeps only the embedded documents of an array when projecting a path through it.
function includeInArray(values: unknown[], paths: string[][]): unknown[] {
  const result: unknown[] = [];
  for (const value of values) {
    if (isPlainObject(value)) result.push(includePaths(value, paths));
    else if (Array.isArray(value)) result.push(includeInArray(value, paths));
  }
  return result;
}

function excludePaths(node: Record<string, unknown>, paths: string[][]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    const matching = paths.filter((path) => path[0] === name);
    if (matching.some((path) => path.length === 1)) continue;
    const rest = matching.map((path) => path.slice(1));
    if (rest.length === 0) result[name] = value;
    else if (isPlainObject(value)) result[name] = excludePaths(value, rest);
    else if (Array.isArray(value)) result[name] = value.map((element) => excludeElement(element, rest));
    else result[name] = value;
  }
  return result;
}

function excludeElement(value: unknown, paths: string[][]): unknown {
  if (isPlainObject(value)) return excludePaths(value, paths);
  if (Array.isArray(value)) return value.map((element) => excludeElement(element, paths));
  return value;
}
