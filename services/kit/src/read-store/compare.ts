// A total order over document values that agrees with MongoDB's BSON comparison for the types
// our documents hold, so that index walks, in-memory sorts and unique keys all agree with Mongo.

/** Stands for an empty array in index and sort keys: MongoDB orders it before null and missing. */
export const EMPTY_ARRAY = Object.freeze({ emptyArray: true });

/**
 * The first (side -1) or last (side 1) position of one BSON type: lets an index walk start at,
 * or stop after, "all strings" when a range gives only one bound, mirroring Mongo's type
 * bracketing ($lt: "x" never matches a number).
 */
export class TypeEdge {
  constructor(
    readonly rank: number,
    readonly side: -1 | 1,
  ) {}
}

/**
 * A string with a UTF-16 unit at or above U+D800, as index keys hold it. Any other string in a key
 * is compared with `<`, which is then code point order (Mongo's); only these need compareStrings.
 */
export class WideString {
  constructor(readonly value: string) {}
}

const WIDE = /[\ud800-\uffff]/;

/** A value as an index key holds it: a string with a unit at or above U+D800 wrapped in a WideString. */
export function toKeyValue(value: unknown): unknown {
  return typeof value === "string" && WIDE.test(value) ? new WideString(value) : value;
}

/** The value an index key holds, as the document has it. */
export function fromKeyValue(value: unknown): unknown {
  return value instanceof WideString ? value.value : value;
}

// Canonical BSON type order (MinKey < null < numbers < strings < objects < arrays < booleans <
// dates < regexes < MaxKey), with the empty array below null as Mongo's sort does.
const EMPTY = 0;
const NULL = 1;
const NUMBER = 2;
const STRING = 3;
const OBJECT = 4;
const ARRAY = 5;
const BOOLEAN = 6;
const DATE = 7;
const REGEX = 8;

export function typeRank(value: unknown): number {
  switch (typeof value) {
    case "number":
    case "bigint":
      return NUMBER;
    case "string":
      return STRING;
    case "boolean":
      return BOOLEAN;
    case "undefined":
      return NULL;
    case "object":
      if (value === null) return NULL;
      if (Array.isArray(value)) return ARRAY;
      if (value instanceof Date) return DATE;
      if (value instanceof RegExp) return REGEX;
      if (value === EMPTY_ARRAY) return EMPTY;
      if (value instanceof TypeEdge) return value.rank;
      if (value instanceof WideString) return STRING;
      return OBJECT;
    default:
      return OBJECT;
  }
}

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  if (a instanceof TypeEdge) return b instanceof TypeEdge ? a.side - b.side : a.side;
  if (b instanceof TypeEdge) return -b.side;
  switch (rankA) {
    case NUMBER:
      return compareNumbers(Number(a), Number(b));
    case STRING:
      return compareStrings(fromKeyValue(a) as string, fromKeyValue(b) as string);
    case OBJECT:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
    case ARRAY:
      return compareArrays(a as unknown[], b as unknown[]);
    case BOOLEAN:
      return a ? 1 : -1;
    case DATE:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case REGEX:
      return compareStrings(String(a), String(b));
    default:
      return 0;
  }
}

// Mongo orders NaN below every other number.
function compareNumbers(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
}

// Mongo compares strings as UTF-8 bytes (code point order); JavaScript's `<` compares UTF-16
// units, which puts astral characters (surrogates) before U+E000–U+FFFF. Fix up just that case.
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}

// Embedded documents compare field by field in stored order: value type, then name, then value.
function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const entriesA = Object.entries(a);
  const entriesB = Object.entries(b);
  const length = Math.min(entriesA.length, entriesB.length);
  for (let i = 0; i < length; i++) {
    const [nameA, valueA] = entriesA[i]!;
    const [nameB, valueB] = entriesB[i]!;
    const byType = typeRank(valueA) - typeRank(valueB);
    if (byType !== 0) return byType < 0 ? -1 : 1;
    const byName = compareStrings(nameA, nameB);
    if (byName !== 0) return byName;
    const byValue = compareValues(valueA, valueB);
    if (byValue !== 0) return byValue;
  }
  return Math.sign(entriesA.length - entriesB.length);
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const byValue = compareValues(a[i], b[i]);
    if (byValue !== 0) return byValue;
  }
  return Math.sign(a.length - b.length);
}
