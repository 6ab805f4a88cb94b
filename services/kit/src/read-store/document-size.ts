import { calculateObjectSize } from "bson";
import { DocumentTooLarge } from "./port.ts";

// MongoDB keeps a document of at most 16 MiB of BSON. Measuring that exactly means encoding every
// string as UTF-8 (calculateObjectSize), which a replay writing millions of small documents cannot
// afford on each write. So a write first takes an upper bound, which counts string lengths instead
// of bytes: a UTF-16 unit never takes more than 3 bytes of UTF-8 (a surrogate pair, two units,
// takes 4), and every other value has a fixed size. Only a bound over the limit is measured exactly.

/** MongoDB's BSONObjMaxUserSize: a document of exactly this many bytes is still accepted. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

// An element's overhead beside its value: the type byte and the name's terminating NUL.
const ELEMENT = 2;
// An embedded document's or array's overhead: its length (int32) and terminating NUL.
const DOCUMENT = 5;
// The largest array index a name can hold is 2^32 - 1: ten digits.
const INDEX_NAME = 10;

/** At least the BSON bytes of a document (or of an array, or a value as one element's payload). */
export function bsonBound(value: unknown): number {
  switch (typeof value) {
    case "string":
      // int32 length, the UTF-8 bytes, NUL.
      return 5 + 3 * value.length;
    case "number":
    case "bigint":
      return 8;
    case "boolean":
      return 1;
    case "undefined":
      return 0;
    case "object":
      if (value === null) return 0;
      if (Array.isArray(value)) {
        let bytes = DOCUMENT;
        let digits = 1;
        let next = 10;
        for (let i = 0; i < value.length; i++) {
          if (i === next) {
            digits++;
            next *= 10;
          }
          bytes += ELEMENT + digits + bsonBound(value[i]);
        }
        return bytes;
      }
      if (value instanceof Date) return 8;
      if (isPlain(value)) {
        let bytes = DOCUMENT;
        const record = value as Record<string, unknown>;
        for (const name in record) bytes += ELEMENT + 3 * name.length + bsonBound(record[name]);
        return bytes;
      }
      // Whatever else a document may hold (a RegExp, a BSON type) is rare: measured as it is.
      return calculateObjectSize({ v: value }) - DOCUMENT - ELEMENT - 1;
    default:
      return 0;
  }
}

const isPlain = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * At most how many bytes writing `value` at a dotted path adds to a document: the element, the
 * embedded documents created on its way and, for `$push` and `$addToSet`, the array (`pushed`).
 * A `$set` over an existing value adds no more than this, since the old value's bytes go.
 */
export function growthBound(parts: readonly string[], value: unknown, pushed: boolean): number {
  let bytes = 0;
  for (const part of parts) bytes += ELEMENT + 3 * part.length + DOCUMENT;
  if (pushed) bytes += ELEMENT + INDEX_NAME;
  return bytes + bsonBound(value);
}

/** The exact BSON size of a document, as the Mongo driver would send it (undefined fields left out). */
export function bsonSize(document: Record<string, unknown>): number {
  return calculateObjectSize(document, { ignoreUndefined: true });
}

/**
 * Refuses a document over MAX_DOCUMENT_BYTES as MongoDB does. `bound` is an upper bound of its
 * size already known (bsonBound when not given); only a bound over the limit costs a measure.
 * Returns the best bound known afterwards: the exact size when it was measured.
 */
export function checkDocumentSize(
  collection: string,
  document: Record<string, unknown>,
  bound = bsonBound(document),
): number {
  if (bound <= MAX_DOCUMENT_BYTES) return bound;
  const bytes = bsonSize(document);
  if (bytes > MAX_DOCUMENT_BYTES) throw new DocumentTooLarge(collection, bytes);
  return bytes;
}
