// The memory adapter evaluates filters, updates, sorts and field selections by hand (filter.ts,
// update.ts, sort.ts, field-selection.ts) rather than through mingo, the oracle they are checked
// against (test/read-store: behaviour-index-walks.ts for filters and sorts, mingo-oracle.unit.spec.ts
// for updates and field selections), because on each of them mingo is slower by far more than a
// tenth: `npm run bench` measures it again each time (infra/bench/read-store-mingo.ts, through the
// store's own API, so the hand-written side also pays for cloning and its indexes).
// Measured on 20,000 posts (Node 20, hand-written and mingo alternately in one process, median of
// 5 rounds), mingo in place of:
// - the filter (a Query with only the port's operators): 1.4x to 2.7x an indexed find (equality +
//   range, sort, limit 20; four runs), 2.5x the same find as a scan, 2x an $in find returning
//   1,000 documents;
// - the update (mingo/updater, on copies along the written paths when a snapshot holds the
//   document): 7.5x an updateOne by _id with $set, $inc, $push and $pull. It also reads a
//   missing field named like an Object.prototype member (`words.constructor`) off the prototype
//   and drops the $inc, and its $addToSet drops the duplicates an array already holds (MongoDB
//   keeps them);
// - the in-memory sort ($sort): 1.2x a scan that sorts 500 matches. It also orders an array by
//   the whole array, where MongoDB (and the index walks, which must agree) takes its smallest
//   element ascending and its largest descending;
// - the field selection ($project): 2.5x a find of 1,000 documents selecting 3 fields. Its
//   exclusion also removes fields from the documents it is given: the stored ones, here.
// The indexes (memory-index.ts) and the planner (planner.ts) pick the candidates either way.

import { cloneValue } from "./clone.ts";
import { compareValues } from "./compare.ts";
import { newDocumentId } from "./document-id.ts";
import { bsonBound, checkDocumentSize, MAX_DOCUMENT_BYTES } from "./document-size.ts";
import { compileFilter, parseFilter, type Condition } from "./filter.ts";
import { KeyRanks } from "./key-sort.ts";
import { MemoryIndex, type IndexKeys } from "./memory-index.ts";
import { setPath } from "./paths.ts";
import { planQuery, type QueryPlan } from "./planner.ts";
import {
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Sort,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from "./port.ts";
import { mergeSorted, sortDocuments } from "./sort.ts";
import { applyUpdate, parseUpdate, updateChanges, type ParsedUpdate } from "./update.ts";

export type StoredDocument = Record<string, unknown> & { _id: string };

/** An index as createIndex declared it: what a snapshot keeps, to build it again. */
export interface IndexDefinition {
  name: string;
  keys: Sort;
  unique: boolean;
}

/** A collection as of one moment: its documents (the stored versions) and its indexes' definitions. */
export interface CollectionImage {
  name: string;
  indexes: IndexDefinition[];
  documents: StoredDocument[];
  /** The entries of each built index, in index order (the _id of each entry's document). */
  entries: Array<{ index: string; count: number; forEachId: (visit: (id: string) => void) => void }>;
}

/** How a find ran: the planner's choice and the work it did. */
export interface QueryExplain {
  plan: "index" | "scan";
  index?: string;
  /** Documents tested against the filter. */
  examined: number;
  returned: number;
  sortedInMemory: boolean;
}

const ID_INDEX = "_id_";

/**
 * One collection's documents and indexes. Stored documents are private copies that nobody outside
 * sees (finds return copies). An update changes a document in place, moving only the index
 * entries of the paths it writes; while a snapshot image holds the documents (`shared`), or when
 * it writes inside an indexed value or a unique key, it leaves the stored version as it is and
 * swaps in a new one instead.
 *
 * While a projection replays a long stretch of the log, its indexes may be deferred: writes leave
 * them be, and each is built in one bulk load (sorting its keys once) when a query first needs it
 * or when the replay ends. Unique indexes other than `_id`'s are always kept, as they refuse writes.
 */
export class MemoryCollectionState {
  private readonly documents = new Map<string, StoredDocument>();
  private readonly indexes = new Map<string, MemoryIndex>([[ID_INDEX, new MemoryIndex(ID_INDEX, { _id: 1 }, true)]]);
  /** Indexes whose upkeep is deferred (see deferIndexes): their trees are empty until built. */
  private readonly stale = new Set<string>();
  /** The indexes that writes keep up to date. */
  private live: MemoryIndex[] = [...this.indexes.values()];
  /** Snapshot images taken and not yet released: while any is, stored documents must not change. */
  private shared = 0;
  /**
   * Per stored document, an upper bound of its BSON size: an update adds its own growth bound to
   * it, so a small write to a large document does not measure the whole document (document-size.ts).
   * A document without one (loaded from a snapshot) gets one at its first update.
   */
  private readonly sizes = new WeakMap<StoredDocument, number>();

  constructor(readonly name: string) {}

  get size(): number {
    return this.documents.size;
  }

  /** From now on, writes leave the indexes that may wait alone, until a query or buildIndexes builds them. */
  deferIndexes(): void {
    for (const index of this.indexes.values()) {
      if (this.stale.has(index.name) || (index.unique && index.name !== ID_INDEX)) continue;
      // Emptied now, so the entries it holds are not kept while they go out of date.
      this.indexes.set(index.name, new MemoryIndex(index.name, index.keys, index.unique));
      this.stale.add(index.name);
    }
    this.refreshLive();
  }

  /** Builds the deferred indexes in bulk; writes keep them up to date from then on. */
  buildIndexes(): void {
    if (this.stale.size === 0) return;
    // The indexes share the numbering of the paths they have in common (`_id` ends every one).
    const ranks = new KeyRanks();
    const documents = [...this.documents.values()];
    for (const name of this.stale) this.indexes.get(name)!.load(documents, undefined, ranks);
    this.stale.clear();
    this.refreshLive();
  }

  private refreshLive(): void {
    this.live = [...this.indexes.values()].filter((index) => !this.stale.has(index.name));
  }

  /**
   * The documents and index definitions as they stand, without copying a document: until
   * `release` is called, writes copy instead of changing a stored document.
   */
  capture(): { image: CollectionImage; release: () => void } {
    this.shared++;
    let released = false;
    const image: CollectionImage = {
      name: this.name,
      indexes: [...this.indexes.values()]
        .filter((index) => index.name !== ID_INDEX)
        .map((index) => ({ name: index.name, keys: index.keys, unique: index.unique })),
      documents: [...this.documents.values()],
      entries: this.live.map((index) => {
        const { entries, forEachId } = index.frozen();
        return { index: index.name, count: entries, forEachId };
      }),
    };
    return {
      image,
      release: () => {
        if (released) return;
        released = true;
        this.shared--;
      },
    };
  }

  /**
   * Fills an empty collection from a snapshot: the documents are taken as they are (the caller
   * hands over objects nobody else holds), the indexes built in bulk, in the entry order the
   * snapshot kept where it has one. Unique keys are not checked again: the image was taken from a
   * store that enforced them.
   */
  load(
    indexes: readonly IndexDefinition[],
    documents: readonly StoredDocument[],
    orders: ReadonlyMap<string, Uint32Array> = new Map(),
  ): void {
    if (this.documents.size > 0) throw new Error(`collection ${this.name} is not empty`);
    for (const document of documents) this.documents.set(document._id, document);
    if (this.documents.size !== documents.length)
      throw new Error(`collection ${this.name}: the snapshot repeats an _id`);
    for (const definition of indexes)
      this.indexes.set(definition.name, new MemoryIndex(definition.name, definition.keys, definition.unique));
    const ranks = new KeyRanks();
    for (const index of this.indexes.values()) index.load(documents, orders.get(index.name), ranks);
    this.stale.clear();
    this.refreshLive();
  }

  /** The stored documents (not copies) of a find, and how it ran. */
  find(filter: Filter, options: FindOptions = {}): { documents: StoredDocument[]; explain: QueryExplain } {
    // A lookup by _id (most reads and every update of a projection) needs no plan, and one by
    // _id alone not even the filter compiled.
    if (typeof filter._id === "string") {
      const matches = isIdOnly(filter) ? null : compileFilter(parseFilter(filter));
      const document = this.documents.get(filter._id);
      const found = document !== undefined && (options.skip ?? 0) <= 0 && (matches === null || matches(document));
      return {
        documents: found ? [document] : [],
        explain: {
          plan: "index",
          index: ID_INDEX,
          examined: document ? 1 : 0,
          returned: found ? 1 : 0,
          sortedInMemory: false,
        },
      };
    }
    const conditions = parseFilter(filter);
    const matches = compileFilter(conditions);
    this.buildIndexes();
    const plan = planQuery(conditions, options.sort, [...this.indexes.values()]);
    const skip = Math.max(0, options.skip ?? 0);
    const limit = Math.abs(options.limit ?? 0) || Infinity;
    let examined = 0;
    let page: StoredDocument[] = [];
    if (plan.sorted) {
      let skipped = 0;
      for (const document of this.candidates(plan, options.sort)) {
        examined++;
        if (!matches(document)) continue;
        if (skipped < skip) skipped++;
        else if (page.push(document) >= limit) break;
      }
    } else {
      const all: StoredDocument[] = [];
      for (const document of this.candidates(plan, options.sort)) {
        examined++;
        if (matches(document)) all.push(document);
      }
      page = sortDocuments(all, options.sort ?? {}).slice(skip, skip + limit);
    }
    const explain: QueryExplain = {
      plan: plan.index ? "index" : "scan",
      examined,
      returned: page.length,
      sortedInMemory: !plan.sorted,
    };
    if (plan.index) explain.index = plan.index.name;
    return { documents: page, explain };
  }

  count(filter: Filter): number {
    const byId = this.byId(filter);
    if (byId !== undefined) return byId === null ? 0 : 1;
    if (isEmpty(filter)) return this.documents.size;
    return this.find(filter).documents.length;
  }

  /**
   * The stored document (not a copy) a filter of `_id` alone names, or null when it names none;
   * undefined for any other filter. What most reads of a projection are, without a plan to make.
   */
  byId(filter: Filter): StoredDocument | null | undefined {
    if (typeof filter._id !== "string" || !isIdOnly(filter)) return undefined;
    return this.documents.get(filter._id) ?? null;
  }

  insert(input: Record<string, unknown>): void {
    const { _id, ...fields } = cloneValue(input);
    if (typeof _id !== "string") throw new Error("insertOne needs a string _id");
    // Mongo stores _id first; keeping that order makes whole-document comparisons agree.
    this.add({ _id, ...fields });
  }

  update(filter: Filter, update: Update, options: UpdateOptions, many: boolean): UpdateResult {
    const parsed = parseUpdate(update);
    const targets = this.find(filter, many ? {} : { limit: 1 }).documents;
    let modifiedCount = 0;
    for (const target of targets) if (this.updateDocument(target, parsed)) modifiedCount++;
    if (targets.length > 0 || !options.upsert) {
      return { matchedCount: targets.length, modifiedCount, upsertedId: null };
    }
    const document = upsertDocument(parseFilter(filter), parsed);
    this.add(document);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: document._id };
  }

  replace(filter: Filter, replacement: Record<string, unknown>, options: UpdateOptions): UpdateResult {
    if (Object.keys(replacement).some((key) => key.startsWith("$")))
      throw new Error("a replacement document must not contain update operators");
    const { _id, ...fields } = cloneValue(replacement);
    const [target] = this.find(filter, { limit: 1 }).documents;
    if (target) {
      const next = { _id: _id ?? target._id, ...fields } as StoredDocument;
      if (compareValues(target, next) === 0) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      const size = checkDocumentSize(this.name, next);
      this.swap(target, next);
      this.sizes.set(next, size);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const id = _id ?? (typeof filter._id === "string" ? filter._id : newDocumentId());
    this.add({ _id: String(id), ...fields });
    return { matchedCount: 0, modifiedCount: 0, upsertedId: String(id) };
  }

  delete(filter: Filter, many: boolean): number {
    const targets = this.find(filter, many ? {} : { limit: 1 }).documents;
    for (const target of targets) {
      this.documents.delete(target._id);
      for (const index of this.live) index.remove(target);
    }
    return targets.length;
  }

  createIndex(keys: Sort, options: IndexOptions): void {
    const unique = options.unique ?? false;
    const name = options.name ?? defaultIndexName(keys);
    // The _id index always exists.
    if (Object.keys(keys).length === 1 && keys._id === 1) return;
    const existing = this.indexes.get(name) ?? [...this.indexes.values()].find((index) => index.hasKeys(keys));
    if (existing?.name === name && existing.hasKeys(keys) && existing.unique === unique) return;
    if (existing) throw new Error(`index ${name} conflicts with the index ${existing.name} of ${this.name}`);
    const index = new MemoryIndex(name, keys, unique);
    for (const document of this.documents.values()) {
      const key = index.conflict(document);
      if (key) throw new DuplicateKeyError(this.name, key);
      index.add(document);
    }
    this.indexes.set(name, index);
    this.refreshLive();
  }

  private *candidates(plan: QueryPlan, sort: Sort | undefined): Iterable<StoredDocument> {
    const { index } = plan;
    if (!index) {
      yield* this.documents.values();
      return;
    }
    if (plan.scans.length > 1 && !sort && plan.scans.every((scan) => !scan.lower && !scan.upper)) {
      // An unsorted `$in` of equalities: every walk runs to its end anyway, so each in one pass.
      const seen = new Set<string>();
      for (const scan of plan.scans) {
        for (const id of index.idsWith(scan.equal)) {
          if (seen.has(id)) continue;
          seen.add(id);
          const document = this.documents.get(id);
          if (document) yield document;
        }
      }
      return;
    }
    const walks = plan.scans.map((scan) => this.resolve(index.walk(scan)));
    if (walks.length === 1) {
      yield* walks[0]!;
      return;
    }
    // An $in walks once per value; a multikey document can turn up in several walks.
    const seen = new Set<string>();
    const merged = plan.sorted && sort ? mergeSorted(walks, sort) : concat(walks);
    for (const document of merged) {
      if (seen.has(document._id)) continue;
      seen.add(document._id);
      yield document;
    }
  }

  private *resolve(ids: Iterable<string>): Generator<StoredDocument> {
    for (const id of ids) {
      const document = this.documents.get(id);
      if (document) yield document;
    }
  }

  private add(document: StoredDocument): void {
    // MongoDB refuses an oversized document before it looks at the keys.
    const size = checkDocumentSize(this.name, document);
    if (this.documents.has(document._id)) throw new DuplicateKeyError(this.name, { _id: document._id });
    this.assertUnique(document);
    this.documents.set(document._id, document);
    this.sizes.set(document, size);
    for (const index of this.live) index.add(document);
  }

  private swap(previous: StoredDocument, next: Record<string, unknown>): void {
    if (next._id !== previous._id) {
      throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
    }
    const document = next as StoredDocument;
    this.assertUnique(document);
    for (const index of this.live) index.replace(previous, document);
    this.documents.set(document._id, document);
  }

  /** Updates one stored document; whether it changed. */
  private updateDocument(target: StoredDocument, update: ParsedUpdate): boolean {
    if (!updateChanges(target, update)) return false;
    const size = (this.sizes.get(target) ?? bsonBound(target)) + update.growth;
    // Only a document that might outgrow the limit is measured, on a new version so that a
    // refused update leaves the stored one as it was.
    const measured = size > MAX_DOCUMENT_BYTES ? (applyUpdate(target, update, false) as StoredDocument) : null;
    const checked = measured ? checkDocumentSize(this.name, measured, size) : size;
    // The indexes over a written path, and whether a write lands inside an indexed value (an
    // index key may hold that very object, which must then not change under it).
    const touched: MemoryIndex[] = [];
    let inside = false;
    let unique = false;
    for (const index of this.live) {
      let touches = false;
      for (const indexed of index.paths) {
        for (const written of update.paths) {
          if (written === indexed || isInside(indexed, written)) touches = true;
          else if (isInside(written, indexed)) touches = inside = true;
        }
      }
      if (!touches) continue;
      touched.push(index);
      unique ||= index.unique;
    }
    if (this.shared === 0 && !inside && !unique && !measured) {
      const before: IndexKeys[] = touched.map((index) => index.keysFor(target));
      applyUpdate(target, update, true);
      touched.forEach((index, i) => index.replaceKeys(before[i]!, target));
      this.sizes.set(target, checked);
      return true;
    }
    const next = measured ?? (applyUpdate(target, update, false) as StoredDocument);
    for (const index of touched) {
      const key = index.name === ID_INDEX ? null : index.conflict(next);
      if (key) throw new DuplicateKeyError(this.name, key);
    }
    for (const index of touched) index.replace(target, next);
    this.documents.set(next._id, next);
    this.sizes.set(next, checked);
    return true;
  }

  private assertUnique(document: StoredDocument): void {
    for (const index of this.indexes.values()) {
      if (index.name === ID_INDEX) continue;
      const key = index.conflict(document);
      if (key) throw new DuplicateKeyError(this.name, key);
    }
  }
}

/**
 * The document an upsert inserts: the filter's equalities (dotted ones as embedded documents),
 * the update applied to them, and an `_id` from the filter or a new one.
 */
function upsertDocument(filter: readonly Condition[], update: ParsedUpdate): StoredDocument {
  const document: Record<string, unknown> = {};
  for (const { path, operator, operand } of filter) if (operator === "$eq") setPath(document, path, operand);
  updateChanges(document, update);
  const { _id, ...fields } = applyUpdate(document, update, true);
  return { _id: typeof _id === "string" ? _id : newDocumentId(), ...fields };
}

/** Whether a filter is `{ _id: … }` and nothing else. */
function isEmpty(filter: Filter): boolean {
  for (const _field in filter) return false;
  return true;
}

function isIdOnly(filter: Filter): boolean {
  for (const field in filter) if (field !== "_id") return false;
  return true;
}

/** Whether the dotted path `inner` lies inside `outer` ("a.b.c" inside "a.b"). */
const isInside = (inner: string, outer: string) =>
  inner.length > outer.length && inner.charCodeAt(outer.length) === 46 && inner.startsWith(outer);

// Mongo's default index name: `category_1_createdAt_-1`.
function defaultIndexName(keys: Sort): string {
  return Object.entries(keys)
    .map(([path, direction]) => `${path}_${direction}`)
    .join("_");
}

function* concat<T>(sources: Iterable<T>[]): Generator<T> {
  for (const source of sources) yield* source;
}
