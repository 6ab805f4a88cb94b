import BTreeModule from "sorted-btree";
import { compareValues, EMPTY_ARRAY } from "./compare.ts";
import type { Bound } from "./filter-fields.ts";
import { pathValues } from "./paths.ts";
import type { SortSpec } from "./port.ts";

// sorted-btree is CommonJS with `exports.default`: bundlers hand us the class, Node's ESM loader
// the module object around it.
const BTree = (BTreeModule as unknown as { default?: typeof BTreeModule }).default ?? BTreeModule;

/** One index entry: the indexed values in field order, then the document's `_id`. */
type Key = unknown[];

// Bounds in index order (whatever the field's direction), used only in the keys a walk starts at.
const LOW = Symbol("low");
const HIGH = Symbol("high");

export interface IndexField {
  path: string;
  direction: 1 | -1;
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
  private readonly tree: BTreeModule<Key, undefined>;
  // Per declared field, how many documents hold an array there (making the field multikey).
  private readonly arrayCounts: number[];

  constructor(
    readonly name: string,
    readonly keys: SortSpec,
    readonly unique: boolean,
  ) {
    this.declared = Object.entries(keys).map(([path, direction]) => ({ path, direction }));
    const idOnly = this.declared.length === 1 && this.declared[0]!.path === "_id";
    this.fields = idOnly ? this.declared : [...this.declared, { path: "_id", direction: 1 }];
    this.arrayCounts = this.declared.map(() => 0);
    const directions = this.fields.map((field) => field.direction);
    this.tree = new BTree<Key, undefined>(undefined, (a, b) => {
      for (let i = 0; i < directions.length; i++) {
        const x = a[i];
        const y = b[i];
        if (x === y) continue;
        if (x === LOW || y === HIGH) return -1;
        if (x === HIGH || y === LOW) return 1;
        const order = compareValues(x, y);
        if (order !== 0) return order * directions[i]!;
      }
      return 0;
    });
  }

  get size(): number {
    return this.tree.size;
  }

  isMultikey(position: number): boolean {
    return (this.arrayCounts[position] ?? 0) > 0;
  }

  hasKeys(keys: SortSpec): boolean {
    return JSON.stringify(keys) === JSON.stringify(this.keys);
  }

  add(document: Record<string, unknown>): void {
    const { keys, arrays } = this.keysOf(document);
    for (const key of keys) this.tree.set(key, undefined);
    arrays.forEach((isArray, i) => isArray && this.arrayCounts[i]!++);
  }

  remove(document: Record<string, unknown>): void {
    const { keys, arrays } = this.keysOf(document);
    for (const key of keys) this.tree.delete(key);
    arrays.forEach((isArray, i) => isArray && this.arrayCounts[i]!--);
  }

  replace(previous: Record<string, unknown>, next: Record<string, unknown>): void {
    const before = this.keysOf(previous);
    const after = this.keysOf(next);
    const unchanged =
      before.keys.length === after.keys.length &&
      before.keys.every((key, i) => compareValues(key, after.keys[i]) === 0) &&
      before.arrays.every((isArray, i) => isArray === after.arrays[i]);
    if (unchanged) return;
    this.remove(previous);
    this.add(next);
  }

  /** For a unique index: the key `document` would share with another document, if any. */
  conflict(document: Record<string, unknown>): Record<string, unknown> | null {
    if (!this.unique) return null;
    const width = this.declared.length;
    for (const key of this.keysOf(document).keys) {
      const prefix = key.slice(0, width);
      for (const [found] of this.tree.entries([...prefix, ...this.fill(width, LOW)])) {
        if (!prefix.every((value, i) => compareValues(found[i], value) === 0)) break;
        if (found[found.length - 1] !== document._id) return this.keyValue(prefix);
      }
    }
    return null;
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
    const startKey: Key = [...scan.equal];
    if (ranged) startKey.push(start ? start.value : forward ? LOW : HIGH);
    startKey.push(...this.fill(this.fields.length - startKey.length, fill));

    const seen = this.arrayCounts.some((count) => count > 0) ? new Set<string>() : null;
    const entries = forward ? this.tree.entries(startKey) : this.tree.entriesReversed(startKey);
    for (const [key] of entries) {
      for (let i = 0; i < width; i++) if (compareValues(key[i], scan.equal[i]) !== 0) return;
      if (stop && ranged) {
        const order = compareValues(key[width], stop.value) * valueDirection;
        if (order > 0 || (order === 0 && !stop.inclusive)) return;
      }
      const id = key[key.length - 1] as string;
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      yield id;
    }
  }

  private keysOf(document: Record<string, unknown>): { keys: Key[]; arrays: boolean[] } {
    let keys: Key[] = [[]];
    const arrays: boolean[] = [];
    for (const field of this.declared) {
      const { values, multikey } = pathValues(document, field.path);
      arrays.push(multikey);
      const distinct: unknown[] = [];
      for (const value of values) {
        if (!distinct.some((kept) => compareValues(kept, value) === 0)) distinct.push(value);
      }
      keys = keys.flatMap((key) => distinct.map((value) => [...key, value]));
    }
    if (this.fields.length > this.declared.length) for (const key of keys) key.push(document._id);
    return { keys, arrays };
  }

  private fill(count: number, sentinel: symbol): symbol[] {
    return Array.from({ length: Math.max(0, count) }, () => sentinel);
  }

  private keyValue(prefix: unknown[]): Record<string, unknown> {
    return Object.fromEntries(
      this.declared.map((field, i) => [field.path, prefix[i] === EMPTY_ARRAY ? [] : prefix[i]]),
    );
  }
}
