import BTreeModule from "sorted-btree";
import { bulkLoad } from "sorted-btree/extended/bulkLoad.js";
import { compareValues, EMPTY_ARRAY, fromKeyValue, toKeyValue } from "./compare.ts";
import { KeyRanks, sortKeys } from "./key-sort.ts";
import { isPlainObject, pathValuesOf } from "./paths.ts";
import type { Sort } from "./port.ts";

// sorted-btree is CommonJS with `exports.default`: bundlers hand us the class, Node's ESM loader
// the module object around it.
const BTree = (BTreeModule as unknown as { default?: typeof BTreeModule }).default ?? BTreeModule;

/** One index entry: the indexed values in field order, then the document's `_id`. */
type Key = unknown[];

/** A document's entries in one index, and which declared fields held an array. */
export interface IndexKeys {
  keys: Key[];
  arrays: readonly boolean[];
}

/** sorted-btree's default branching factor, which bulk loading must be told. */
const MAX_NODE_SIZE = 32;

// Bounds in index order (whatever the field's direction), used only in the keys a walk starts at.
const LOW = Symbol("low");
const HIGH = Symbol("high");

export interface IndexField {
  path: string;
  direction: 1 | -1;
}

/** Where a walk starts or stops on the field after the equal ones. */
export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export interface IndexScan {
  /** Values of the first `equal.length` fields. */
  equal: unknown[];
  /** Bounds, in value order, on the field right after the equal ones. */
  lower?: Bound;
  upper?: Bound;
  /** Walk against the index order (a sort that inverts every direction). */
  reverse: boolean;
}

/**
 * A MongoDB-style index kept as a B+ tree of keys. An array in an indexed field gives the
 * document one key per element (a multikey index); `_id` ends every key, so keys are unique and
 * documents that tie on the indexed fields come in `_id` order.
 */
export class MemoryIndex {
  /** The declared fields, then `_id` unless the index is `_id` alone. */
  readonly fields: IndexField[];
  private readonly declared: IndexField[];
  /** The paths this index reads (its declared fields). */
  readonly paths: readonly string[];
  /** The declared paths, split at their dots once. */
  private readonly parts: string[][];
  private readonly compare: (a: Key, b: Key) => number;
  /** `arrays` of a document that holds no array on the indexed paths (shared, never changed). */
  private readonly noArrays: readonly boolean[];
  private tree: BTreeModule<Key, undefined>;
  // Per declared field, how many documents hold an array there (making the field multikey).
  private readonly arrayCounts: number[];

  constructor(
    readonly name: string,
    readonly keys: Sort,
    readonly unique: boolean,
  ) {
    this.declared = Object.entries(keys).map(([path, direction]) => ({ path, direction }));
    const idOnly = this.declared.length === 1 && this.declared[0]!.path === "_id";
    this.fields = idOnly ? this.declared : [...this.declared, { path: "_id", direction: 1 }];
    this.paths = this.declared.map((field) => field.path);
    this.parts = this.paths.map((path) => path.split("."));
    this.arrayCounts = this.declared.map(() => 0);
    this.noArrays = Object.freeze(this.declared.map(() => false));
    const directions = this.fields.map((field) => field.direction);
    this.compare = (a, b) => {
      for (let i = 0; i < directions.length; i++) {
        const x = a[i];
        const y = b[i];
        if (x === y) continue;
        // Most keys are strings: those left plain (see WideString) compare with `<` in code point order.
        if (typeof x === "string" && typeof y === "string") return (x < y ? -1 : 1) * directions[i]!;
        if (x === LOW || y === HIGH) return -1;
        if (x === HIGH || y === LOW) return 1;
        const order = compareValues(x, y);
        if (order !== 0) return order * directions[i]!;
      }
      return 0;
    };
    this.tree = new BTree<Key, undefined>(undefined, this.compare);
  }

  /**
   * Fills an empty index with many documents at once, in one bulk load. `order` (from `frozen`
   * when the snapshot was written) lists, entry by entry in index order, the position in
   * `documents` of the document each entry belongs to: the keys then need no sorting. Without it,
   * or if it does not fit these documents, the keys are sorted (`ranks`: shared by the indexes
   * loaded together from the same documents, see key-sort.ts).
   */
  load(documents: Iterable<Record<string, unknown>>, order?: Uint32Array, ranks = new KeyRanks()): void {
    if (this.tree.size > 0 || this.arrayCounts.some((count) => count > 0))
      throw new Error(`index ${this.name} is not empty`);
    const all = (order && Array.isArray(documents) && this.inOrder(documents, order)) || this.sorted(documents, ranks);
    this.tree = bulkLoad<Key, undefined>(all, new Array<undefined>(all.length), MAX_NODE_SIZE, this.compare);
  }

  /**
   * The entries as they stand now, for a snapshot: taken at once (the tree is shared, and copies
   * the nodes a later write changes), walked later. `visit` gets each entry's document _id.
   */
  frozen(): { entries: number; forEachId: (visit: (id: string) => void) => void } {
    const tree = this.tree.clone();
    return {
      entries: tree.size,
      forEachId: (visit) => void tree.forEachPair((key) => void visit(fromKeyValue(key[key.length - 1]) as string)),
    };
  }

  private sorted(documents: Iterable<Record<string, unknown>>, ranks: KeyRanks): Key[] {
    const all: Key[] = [];
    const documentOf: number[] = [];
    let position = 0;
    for (const document of documents) {
      const { keys, arrays } = this.keysFor(document);
      for (const key of keys) {
        all.push(key);
        documentOf.push(position);
      }
      arrays.forEach((isArray, i) => isArray && this.arrayCounts[i]!++);
      position++;
    }
    // A field no document holds an array in has one value per document (so has `_id`).
    const fields = this.fields.map((field, i) => ({
      ...field,
      perDocument: i >= this.declared.length || this.arrayCounts[i] === 0,
    }));
    return sortKeys(all, Uint32Array.from(documentOf), position, fields, ranks);
  }

  // The keys in the order given, or null when the order does not fit: a document's entries are
  // its keys in index order, so the k-th time a document comes up it is its k-th smallest key.
  private inOrder(documents: Record<string, unknown>[], order: Uint32Array): Key[] | null {
    const keysOf: Key[][] = new Array(documents.length);
    const next = new Uint32Array(documents.length);
    const all: Key[] = new Array(order.length);
    const arrayCounts = this.arrayCounts.map(() => 0);
    let total = 0;
    let visited = 0;
    for (let i = 0; i < order.length; i++) {
      const position = order[i]!;
      const document = documents[position];
      if (!document) return null;
      let keys = keysOf[position];
      if (!keys) {
        const found = this.keysFor(document);
        keys = found.keys.length > 1 ? found.keys.sort(this.compare) : found.keys;
        keysOf[position] = keys;
        total += keys.length;
        visited++;
        found.arrays.forEach((isArray, k) => isArray && arrayCounts[k]!++);
      }
      const key = keys[next[position]!++];
      if (!key) return null;
      all[i] = key;
    }
    // Every document has at least one entry (a missing field is a null key), each of them here.
    if (visited !== documents.length || total !== order.length) return null;
    for (let i = 1; i < all.length; i++) if (this.compare(all[i - 1]!, all[i]!) >= 0) return null;
    arrayCounts.forEach((count, i) => (this.arrayCounts[i] = count));
    return all;
  }

  get size(): number {
    return this.tree.size;
  }

  isMultikey(position: number): boolean {
    return (this.arrayCounts[position] ?? 0) > 0;
  }

  hasKeys(keys: Sort): boolean {
    return JSON.stringify(keys) === JSON.stringify(this.keys);
  }

  add(document: Record<string, unknown>): void {
    this.addKeys(this.keysFor(document));
  }

  remove(document: Record<string, unknown>): void {
    this.removeKeys(this.keysFor(document));
  }

  replace(previous: Record<string, unknown>, next: Record<string, unknown>): void {
    this.replaceKeys(this.keysFor(previous), next);
  }

  /** Moves a document's entries from `before` (its keys before a change) to where it is now. */
  replaceKeys(before: IndexKeys, next: Record<string, unknown>): void {
    const after = this.keysFor(next);
    const unchanged =
      before.keys.length === after.keys.length &&
      before.keys.every((key, i) => this.compare(key, after.keys[i]!) === 0) &&
      before.arrays.every((isArray, i) => isArray === after.arrays[i]);
    if (unchanged) return;
    // Only the entries that differ move: a comment pushed onto a post adds one entry to a
    // multikey index instead of taking out and putting back every comment's.
    const old = [...before.keys].sort(this.compare);
    const now = [...after.keys].sort(this.compare);
    let i = 0;
    let j = 0;
    while (i < old.length || j < now.length) {
      const order = i === old.length ? 1 : j === now.length ? -1 : this.compare(old[i]!, now[j]!);
      if (order < 0) this.tree.delete(old[i++]!);
      else if (order > 0) this.tree.set(now[j++]!, undefined);
      else {
        i++;
        j++;
      }
    }
    before.arrays.forEach((isArray, k) => isArray && this.arrayCounts[k]!--);
    after.arrays.forEach((isArray, k) => isArray && this.arrayCounts[k]!++);
  }

  /** For a unique index: the key `document` would share with another document, if any. */
  conflict(document: Record<string, unknown>): Record<string, unknown> | null {
    if (!this.unique) return null;
    const width = this.declared.length;
    for (const key of this.keysFor(document).keys) {
      const prefix = key.slice(0, width);
      for (const [found] of this.tree.entries([...prefix, ...this.fill(width, LOW)])) {
        if (!prefix.every((value, i) => compareValues(found[i], value) === 0)) break;
        if (fromKeyValue(found[found.length - 1]) !== document._id) return this.keyValue(prefix);
      }
    }
    return null;
  }

  /**
   * The `_id`s of every entry whose leading fields equal `equal`, in index order, each document
   * once: one tight pass over the tree's leaves, for a walk that needs them all (a union of `$in`
   * walks), without the per-entry iterator and prefix comparisons of `walk`.
   */
  idsWith(equal: readonly unknown[]): string[] {
    const prefix = equal.map(toKeyValue);
    const rest = this.fields.length - prefix.length;
    const ids: string[] = [];
    const seen = this.arrayCounts.some((count) => count > 0) ? new Set<string>() : null;
    this.tree.forRange([...prefix, ...this.fill(rest, LOW)], [...prefix, ...this.fill(rest, HIGH)], true, (key) => {
      const id = fromKeyValue(key[key.length - 1]) as string;
      if (seen) {
        if (seen.has(id)) return;
        seen.add(id);
      }
      ids.push(id);
    });
    return ids;
  }

  /** The `_id`s of the entries a scan covers, in walk order, each document once. */
  *walk(scan: IndexScan): Generator<string> {
    const width = scan.equal.length;
    const forward = !scan.reverse;
    const ranged = width < this.fields.length;
    const valueDirection = ranged ? this.fields[width]!.direction * (forward ? 1 : -1) : 1;
    const start = valueDirection > 0 ? scan.lower : scan.upper;
    const stop = valueDirection > 0 ? scan.upper : scan.lower;
    // Past an exclusive start means after every entry equal to it, hence the opposite fill.
    const fill = forward === (start?.inclusive ?? true) ? LOW : HIGH;
    const startKey: Key = scan.equal.map(toKeyValue);
    if (ranged) startKey.push(start ? toKeyValue(start.value) : forward ? LOW : HIGH);
    startKey.push(...this.fill(this.fields.length - startKey.length, fill));

    const seen = this.arrayCounts.some((count) => count > 0) ? new Set<string>() : null;
    const entries = forward ? this.tree.entries(startKey) : this.tree.entriesReversed(startKey);
    for (const [key] of entries) {
      for (let i = 0; i < width; i++) if (compareValues(key[i], scan.equal[i]) !== 0) return;
      if (stop && ranged) {
        const order = compareValues(key[width], stop.value) * valueDirection;
        if (order > 0 || (order === 0 && !stop.inclusive)) return;
      }
      const id = fromKeyValue(key[key.length - 1]) as string;
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      yield id;
    }
  }

  /** The entries `document` has in this index: one, or one per distinct array element. */
  keysFor(document: Record<string, unknown>): IndexKeys {
    return this.singleKeyOf(document) ?? this.allKeysOf(document);
  }

  // The usual case without the general walk: every indexed path reaches one value, no array.
  private singleKeyOf(document: Record<string, unknown>): IndexKeys | null {
    const key: Key = new Array(this.fields.length);
    for (let i = 0; i < this.parts.length; i++) {
      let value: unknown = document;
      for (const part of this.parts[i]!) {
        if (Array.isArray(value)) return null;
        value = isPlainObject(value) ? value[part] : undefined;
      }
      if (Array.isArray(value)) return null;
      key[i] = toKeyValue(value === undefined ? null : value);
    }
    if (this.fields.length > this.parts.length) key[this.parts.length] = toKeyValue(document._id);
    return { keys: [key], arrays: this.noArrays };
  }

  private allKeysOf(document: Record<string, unknown>): IndexKeys {
    let keys: Key[] = [[]];
    const arrays: boolean[] = [];
    for (const parts of this.parts) {
      const { values, multikey } = pathValuesOf(document, parts);
      arrays.push(multikey);
      if (values.length === 1) {
        const value = toKeyValue(values[0]);
        for (const key of keys) key.push(value);
        continue;
      }
      const distinct: unknown[] = [];
      for (const value of values) {
        if (!distinct.some((kept) => compareValues(kept, value) === 0)) distinct.push(value);
      }
      keys = keys.flatMap((key) => distinct.map((value) => [...key, toKeyValue(value)]));
    }
    if (this.fields.length > this.declared.length) {
      const id = toKeyValue(document._id);
      for (const key of keys) key.push(id);
    }
    return { keys, arrays };
  }

  private addKeys({ keys, arrays }: IndexKeys): void {
    for (const key of keys) this.tree.set(key, undefined);
    arrays.forEach((isArray, i) => isArray && this.arrayCounts[i]!++);
  }

  private removeKeys({ keys, arrays }: IndexKeys): void {
    for (const key of keys) this.tree.delete(key);
    arrays.forEach((isArray, i) => isArray && this.arrayCounts[i]!--);
  }

  private fill(count: number, sentinel: symbol): symbol[] {
    // Called twice per value of an `$in` walk: Array.from's callback per element costs more than the walk.
    return new Array<symbol>(Math.max(0, count)).fill(sentinel);
  }

  private keyValue(prefix: unknown[]): Record<string, unknown> {
    return Object.fromEntries(
      this.declared.map((field, i) => [field.path, prefix[i] === EMPTY_ARRAY ? [] : fromKeyValue(prefix[i])]),
    );
  }
}
