import { EMPTY_ARRAY } from "./compare.ts";

export interface PathValues {
  /** Every value the path reaches; never empty (a missing field reads as null). */
  values: unknown[];
  /** Whether an array was crossed, i.e. the document needs several index keys for this path. */
  multikey: boolean;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp)
  );
}

/**
 * The values a dotted path reaches, the way MongoDB builds index and sort keys: arrays fan out
 * (a leaf array contributes its elements, an empty one EMPTY_ARRAY), a missing field is null.
 */
export function pathValues(document: unknown, path: string): PathValues {
  return pathValuesOf(document, path.split("."));
}

/** pathValues for a path already split at its dots (indexes keep theirs split). */
export function pathValuesOf(document: unknown, parts: readonly string[]): PathValues {
  if (parts.length === 1 && isPlainObject(document)) {
    // The common case, a top-level field, without the walk below.
    const value = document[parts[0]!];
    if (!Array.isArray(value)) return { values: [value === undefined ? null : value], multikey: false };
  }
  const found: PathValues = { values: [], multikey: false };
  visitPath(found, parts, document, 0);
  return found;
}

// Recursive, without a closure made on every call: every filter on a dotted path comes here.
function visitPath(found: PathValues, parts: readonly string[], value: unknown, depth: number): void {
  if (depth === parts.length) {
    if (!Array.isArray(value)) found.values.push(value === undefined ? null : value);
    else {
      found.multikey = true;
      if (value.length === 0) found.values.push(EMPTY_ARRAY);
      else found.values.push(...value);
    }
    return;
  }
  const part = parts[depth]!;
  if (Array.isArray(value)) {
    found.multikey = true;
    if (/^\d+$/.test(part)) visitPath(found, parts, value[Number(part)], depth + 1);
    else if (value.length === 0) found.values.push(null);
    else
      for (const element of value)
        visitPath(found, parts, isPlainObject(element) ? element[part] : undefined, depth + 1);
    return;
  }
  visitPath(found, parts, isPlainObject(value) ? value[part] : undefined, depth + 1);
}

/** Sets a dotted path, creating the objects on the way (used to seed upserted documents). */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (isPlainObject(next)) node = next;
    else {
      const created: Record<string, unknown> = {};
      node[part] = created;
      node = created;
    }
  }
  node[parts[parts.length - 1]!] = value;
}
