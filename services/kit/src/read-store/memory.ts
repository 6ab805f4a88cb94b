import { MemoryCollectionState, type QueryExplain } from "./memory-collection.ts";
import { selectFields } from "./field-selection.ts";
import type { Collection, Document, Filter, FindOptions, ReadStore } from "./port.ts";

export type { QueryExplain } from "./memory-collection.ts";

export interface MemoryCollection<T extends Document = Document> extends Collection<T> {
  /**
   * Runs a find and reports how the planner ran it: the index it walked (or a scan) and how many
   * documents it examined. A test hook: production code only uses the port.
   */
  explain(filter: Filter, options?: FindOptions): QueryExplain;
}

export interface MemoryReadStore extends ReadStore {
  readonly kind: "memory";
  collection<T extends Document = Document>(name: string): MemoryCollection<T>;
}

/**
 * The in-process read store: MongoDB filters and updates evaluated with mingo over copies of the
 * documents, with real B+ tree indexes so indexed finds stop at skip + limit.
 */
export function createMemoryReadStore(): MemoryReadStore {
  const collections = new Map<string, MemoryCollectionState>();
  // Resolved on every call, so a handle taken before dropAll() keeps working on the new state.
  const state = (name: string): MemoryCollectionState => {
    let found = collections.get(name);
    if (!found) {
      found = new MemoryCollectionState(name);
      collections.set(name, found);
    }
    return found;
  };

  return {
    kind: "memory",
    collection<T extends Document = Document>(name: string): MemoryCollection<T> {
      const output = (document: Record<string, unknown>, options: FindOptions | undefined): T =>
        structuredClone(selectFields(document, options?.fields)) as T;
      return {
        async find(filter, options) {
          return state(name).find(filter, options).documents.map((document) => output(document, options));
        },
        async findOne(filter, options) {
          const [document] = state(name).find(filter, { ...options, limit: 1 }).documents;
          return document ? output(document, options) : null;
        },
        async insertOne(document) {
          state(name).insert(document);
        },
        async updateOne(filter, update, options = {}) {
          return state(name).update(filter, update, options, false);
        },
        async updateMany(filter, update, options = {}) {
          return state(name).update(filter, update, options, true);
        },
        async replaceOne(filter, document, options = {}) {
          return state(name).replace(filter, document, options);
        },
        async deleteOne(filter) {
          return state(name).delete(filter, false);
        },
        async deleteMany(filter) {
          return state(name).delete(filter, true);
        },
        async countDocuments(filter = {}) {
          return state(name).count(filter);
        },
        async createIndex(keys, options = {}) {
          state(name).createIndex(keys, options);
        },
        explain(filter, options) {
          return state(name).find(filter, options).explain;
        },
      };
    },
    async dropAll() {
      collections.clear();
    },
    async ping() {},
    async close() {},
  };
}
