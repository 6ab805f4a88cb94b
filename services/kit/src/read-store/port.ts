// The read store port: a small, Mongo-shaped collection API that projections and queries use.
// Two adapters implement it: `memory` (tests, embedded default) and `mongo` (production).
// Filters and updates are MongoDB's query and update documents; both adapters must agree on
// every behaviour the behaviour suite (behaviour.ts) pins.

export type Document = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
/** A MongoDB update document of operators ($set, $unset, $inc, $push, $addToSet, $pull, …). */
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
/** Which fields a find returns: Mongo's `projection` option, named apart from event projections. */
export type FieldSelection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  fields?: FieldSelection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface IndexOptions {
  unique?: boolean;
  name?: string;
}

export interface Collection<T extends Document = Document> {
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Omit<FindOptions, "limit">): Promise<T | null>;
  /** Throws DuplicateKeyError when `_id` or a unique index key exists. */
  insertOne(document: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  /** Replaces the whole document (keeping `_id`); with upsert, inserts it when none matches. */
  replaceOne(filter: Filter, document: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  countDocuments(filter?: Filter): Promise<number>;
  /** Idempotent: creating the same index twice is a no-op. */
  createIndex(keys: SortSpec, options?: IndexOptions): Promise<void>;
}

export interface ReadStore {
  readonly kind: "memory" | "mongo";
  collection<T extends Document = Document>(name: string): Collection<T>;
  /** Drops every collection of this store: a projection rebuild starts from here. */
  dropAll(): Promise<void>;
  /** Round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`duplicate key in ${collection}: ${JSON.stringify(key)}`);
    this.name = "DuplicateKeyError";
  }
}
