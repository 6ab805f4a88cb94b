// Deep copies of document values on the way into and out of the memory store. Documents are
// plain data (objects, arrays, strings, numbers, booleans, null, dates), which this copies several
// times faster than structuredClone; anything else goes through structuredClone.

export function cloneValue<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = cloneValue(value[i]);
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype === Object.prototype || prototype === null) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      // Assigned as data even when the key is "__proto__", as structuredClone does.
      if (key === "__proto__")
        Object.defineProperty(copy, key, {
          value: cloneValue((value as Record<string, unknown>)[key]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else copy[key] = cloneValue((value as Record<string, unknown>)[key]);
    }
    return copy as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  return structuredClone(value);
}
