import { compareValues } from "./compare.ts";
import { newDocumentId } from "./document-id.ts";
import { upsertSeedFields } from "./filter-fields.ts";
import { MemoryIndex } from "./memory-index.ts";
import { compileFilter } from "./mingo.ts";
import { planQuery, type QueryPlan } from "./planner.ts";
import {
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type SortSpec,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from "./port.ts";
import { mergeSorted, sortDocuments } from "./sort.ts";
import { applyUpdate, assertReplacement, assertUpdate, buildUpsertDocument } from "./update.ts";

type StoredDocument = Record<string, unknown> & { _id: string };

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
 * One collection's documents and indexes. Stored documents are private copies that are never
 * mutated: a write builds the next version and swaps it in, so indexes can diff old against new.
 */
export class MemoryCollectionState {
  private readonly documents = new Map<string, StoredDocument>();
  private readonly indexes = new Map<string, MemoryIndex>([
    [ID_INDEX, new MemoryIndex(ID_INDEX, { _id: 1 }, true)],
  ]);

  constructor(readonly name: string) {}

  /** The stored documents (not copies) of a find, and how it ran. */
  find(filter: Filter, options: FindOptions = {}): { documents: StoredDocument[]; explain: QueryExplain } {
    const matches = compileFilter(filter);
    const plan = planQuery(filter, options.sort, [...this.indexes.values()]);
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
    if (Object.keys(filter).length === 0) return this.documents.size;
    return this.find(filter).documents.length;
  }

  insert(input: Record<string, unknown>): void {
    const { _id, ...fields } = structuredClone(input);
    if (typeof _id !== "string") throw new Error("insertOne needs a string _id");
    // Mongo stores _id first; keeping that order makes whole-document comparisons agree.
    this.add({ _id, ...fields });
  }

  update(filter: Filter, update: Update, options: UpdateOptions, many: boolean): UpdateResult {
    assertUpdate(update);
    const targets = this.find(filter, many ? {} : { limit: 1 }).documents;
    let modifiedCount = 0;
    for (const target of targets) {
      const next = structuredClone(target);
      if (!applyUpdate(next, update, { filter, inserting: false })) continue;
      this.swap(target, next);
      modifiedCount++;
    }
    if (targets.length > 0 || !options.upsert) {
      return { matchedCount: targets.length, modifiedCount, upsertedId: null };
    }
    const document = buildUpsertDocument(filter, update);
    this.add(document as StoredDocument);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: String(document._id) };
  }

  replace(filter: Filter, replacement: Record<string, unknown>, options: UpdateOptions): UpdateResult {
    assertReplacement(replacement);
    const { _id, ...fields } = structuredClone(replacement);
    const [target] = this.find(filter, { limit: 1 }).documents;
    if (target) {
      const next = { _id: _id ?? target._id, ...fields } as StoredDocument;
      if (compareValues(target, next) === 0) return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      this.swap(target, next);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
    if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const id = _id ?? upsertSeedFields(filter).get("_id") ?? newDocumentId();
    this.add({ _id: String(id), ...fields });
    return { matchedCount: 0, modifiedCount: 0, upsertedId: String(id) };
  }

  delete(filter: Filter, many: boolean): number {
    const targets = this.find(filter, many ? {} : { limit: 1 }).documents;
    for (const target of targets) {
      this.documents.delete(target._id);
      for (const index of this.indexes.values()) index.remove(target);
    }
    return targets.length;
  }

  createIndex(keys: SortSpec, options: IndexOptions): void {
    const unique = options.unique ?? false;
    const name = options.name ?? defaultIndexName(keys);
    // The _id index always exists.
    if (Object.keys(keys).length === 1 && keys._id === 1) return;
    const existing =
      this.indexes.get(name) ?? [...this.indexes.values()].find((index) => index.hasKeys(keys));
    if (existing?.name === name && existing.hasKeys(keys) && existing.unique === unique) return;
    if (existing) throw new Error(`index ${name} conflicts with the index ${existing.name} of ${this.name}`);
    const index = new MemoryIndex(name, keys, unique);
    for (const document of this.documents.values()) {
      const key = index.conflict(document);
      if (key) throw new DuplicateKeyError(this.name, key);
      index.add(document);
    }
    this.indexes.set(name, index);
  }

  private *candidates(plan: QueryPlan, sort: SortSpec | undefined): Iterable<StoredDocument> {
    const { index } = plan;
    if (!index) {
      yield* this.documents.values();
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
    if (this.documents.has(document._id)) throw new DuplicateKeyError(this.name, { _id: document._id });
    this.assertUnique(document);
    this.documents.set(document._id, document);
    for (const index of this.indexes.values()) index.add(document);
  }

  private swap(previous: StoredDocument, next: Record<string, unknown>): void {
    if (next._id !== previous._id) {
      throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
    }
    const document = next as StoredDocument;
    this.assertUnique(document);
    for (const index of this.indexes.values()) index.replace(previous, document);
    this.documents.set(document._id, document);
  }

  private assertUnique(document: StoredDocument): void {
    for (const index of this.indexes.values()) {
      if (index.name === ID_INDEX) continue;
      const key = index.conflict(document);
      if (key) throw new DuplicateKeyError(this.name, key);
    }
  }
}

// Mongo's default index name: `category_1_createdAt_-1`.
function defaultIndexName(keys: SortSpec): string {
  return Object.entries(keys)
    .map(([path, direction]) => `${path}_${direction}`)
    .join("_");
}

function* concat<T>(sources: Iterable<T>[]): Generator<T> {
  for (const source of sources) yield* source;
}
