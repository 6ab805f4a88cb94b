import { cloneValue } from "./clone.ts";
import { selectFields } from "./field-selection.ts";
import {
  MemoryCollectionState,
  type CollectionImage,
  type IndexDefinition,
  type QueryExplain,
  type StoredDocument,
} from "./memory-collection.ts";
import { openMemorySnapshot, writeMemorySnapshot } from "./memory-snapshot.ts";
import type { Collection, Document, Filter, FindOptions, ReadStore, ReadStoreSnapshots } from "./port.ts";

export type { CollectionImage, IndexDefinition, QueryExplain, StoredDocument } from "./memory-collection.ts";

/** Every collection as of one moment (see `capture`). */
export interface MemoryStoreImage {
  collections: CollectionImage[];
  /** Done with the image: writes may change stored documents in place again. */
  release(): void;
}

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
  /**
   * Every collection's documents and index definitions as they stand, at once and without copying
   * a document (so call it where no write is half done). Until the image is released, writes
   * leave the documents it holds as they are. What a snapshot is written from.
   */
  capture(): MemoryStoreImage;
  /**
   * Fills a collection that has no documents yet with documents nobody else holds (as read from
   * a snapshot) and builds the indexes, each in one bulk load: `orders` gives, per index, the
   * position of each entry's document in `documents`, in index order (saves sorting).
   */
  loadCollection(
    name: string,
    indexes: readonly IndexDefinition[],
    documents: readonly StoredDocument[],
    orders?: ReadonlyMap<string, Uint32Array>,
  ): void;
  readonly snapshots: ReadStoreSnapshots;
  deferIndexes(): void;
  buildIndexes(): void;
}

/**
 * The in-process read store: the port's filters and updates evaluated in process (filter.ts,
 * update.ts), documents copied on the way in and out, with real B+ tree indexes so indexed finds
 * stop at skip + limit. It can be written to disk and loaded back (memory-snapshot.ts).
 */
export function createMemoryReadStore(): MemoryReadStore {
  const collections = new Map<string, MemoryCollectionState>();
  let deferring = false;
  // Resolved on every call, so a handle taken before dropAll() keeps working on the new state.
  const state = (name: string): MemoryCollectionState => {
    let found = collections.get(name);
    if (!found) {
      found = new MemoryCollectionState(name);
      if (deferring) found.deferIndexes();
      collections.set(name, found);
    }
    return found;
  };
  const output = (document: Record<string, unknown>, options: FindOptions | undefined): Document =>
    cloneValue(selectFields(document, options?.fields)) as Document;
  const collectionHandle = (name: string): MemoryCollection => ({
    async find(filter, options) {
      return state(name)
        .find(filter, options)
        .documents.map((document) => output(document, options));
    },
    async findOne(filter, options) {
      const collection = state(name);
      const byId = options?.skip ? undefined : collection.byId(filter);
      const document = byId === undefined ? collection.find(filter, { ...options, limit: 1 }).documents[0] : byId;
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
  });
  // Handles are made once per name: projections ask for one on every store call.
  const handles = new Map<string, MemoryCollection>();

  const capture = (): MemoryStoreImage => {
    const captured = [...collections.values()].map((collection) => collection.capture());
    return {
      collections: captured.map(({ image }) => image),
      release: () => captured.forEach(({ release }) => release()),
    };
  };

  const store: MemoryReadStore = {
    kind: "memory",
    collection<T extends Document = Document>(name: string): MemoryCollection<T> {
      let handle = handles.get(name);
      if (!handle) handles.set(name, (handle = collectionHandle(name)));
      return handle as unknown as MemoryCollection<T>;
    },
    capture,
    snapshots: {
      isEmpty: () => [...collections.values()].every((collection) => collection.size === 0),
      capture() {
        const image = capture();
        return { write: (path, meta) => writeMemorySnapshot(path, meta, image), release: image.release };
      },
      async open(path) {
        const snapshot = await openMemorySnapshot(path);
        if (!snapshot) return null;
        return { meta: snapshot.meta, load: () => snapshot.loadInto(store), close: () => snapshot.close() };
      },
    },
    loadCollection(name, indexes, documents, orders) {
      state(name).load(indexes, documents, orders);
    },
    deferIndexes() {
      deferring = true;
      for (const collection of collections.values()) collection.deferIndexes();
    },
    buildIndexes() {
      deferring = false;
      for (const collection of collections.values()) collection.buildIndexes();
    },
    async dropAll() {
      collections.clear();
    },
    async ping() {},
    async close() {},
  };
  return store;
}
