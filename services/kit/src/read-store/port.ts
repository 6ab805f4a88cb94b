// The read store port: a small, Mongo-shaped collection API that projections and queries use.
// Two adapters implement it: `memory` (tests, embedded default) and `mongo` (production).
// Filters and updates take only the operators below, the ones the services use, so the memory
// adapter need not be all of MongoDB: both adapters refuse any other operator (filter.ts,
// update.ts), and agree on every behaviour the behaviour suite (services/kit/test/read-store) pins.

export type Document = { _id: string } & Record<string, unknown>;

/** A value a filter compares a field with. */
export type Scalar = string | number | boolean | null;

/** A document's own field names, without the index signature of a loose document type. */
type KnownFields<T> = keyof { [K in keyof T & string as string extends K ? never : K]: true };

/** What a field is compared with: an array field's elements, another field's value. */
type Compared<V> = Extract<V extends readonly (infer E)[] ? E : V, Scalar>;

/** The operators of a field's condition; several combine ({ $gt: a, $lte: b }). */
export interface FieldOperators<V extends Scalar = Scalar> {
  $ne?: V | null;
  $in?: readonly (V | null)[];
  $gt?: Extract<V, string | number>;
  $gte?: Extract<V, string | number>;
  $lt?: Extract<V, string | number>;
  $lte?: Extract<V, string | number>;
  /** A regular expression's source; matches string values. */
  $regex?: string;
}

export type FieldCondition<V extends Scalar = Scalar> = V | null | FieldOperators<V>;

/**
 * Conditions by field path, all of which a document meets. A dotted path ("comments.authorId")
 * reaches into embedded documents and arrays of them; a field that holds an array meets a
 * condition when one of its elements does; a missing field compares as null.
 */
export type Filter<T extends Document = Document> = { [K in KnownFields<T>]?: FieldCondition<Compared<T[K]>> } & {
  /** Undefined is no condition, as the Mongo driver leaves undefined values out. */
  [path: string]: FieldCondition | undefined;
};

/**
 * Update operators by field path. A dotted path creates the embedded documents on its way; the
 * paths of one update neither repeat nor lie inside one another; none is `_id`.
 */
export interface Update<T extends Document = Document> {
  /** An undefined value is left out, as the Mongo driver leaves it out. */
  $set?: { [K in KnownFields<T>]?: T[K] } & Record<string, unknown>;
  $inc?: Record<string, number>;
  /** Appends one value to an array, created when missing. */
  $push?: Record<string, unknown>;
  /** Appends one value unless the array already holds an equal one. */
  $addToSet?: Record<string, unknown>;
  /** Removes the elements equal to a scalar, or the embedded documents a filter matches. */
  $pull?: Record<string, Scalar | Filter>;
}

/** Per field path, ascending (1) or descending (-1): a find's order, an index's keys. */
export type Sort = Record<string, 1 | -1>;
/** Which fields a find returns: Mongo's `projection` option, named apart from event projections. */
export type FieldSelection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: Sort;
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
  find(filter: Filter<T>, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter<T>, options?: Omit<FindOptions, "limit">): Promise<T | null>;
  /** Throws DuplicateKeyError when `_id` or a unique index key exists. */
  insertOne(document: T): Promise<void>;
  /** With upsert, inserts the filter's equalities with the update applied when none matches. */
  updateOne(filter: Filter<T>, update: Update<T>, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter<T>, update: Update<T>, options?: UpdateOptions): Promise<UpdateResult>;
  /** Replaces the whole document (keeping `_id`); with upsert, inserts it when none matches. */
  replaceOne(filter: Filter<T>, document: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter<T>): Promise<number>;
  deleteMany(filter: Filter<T>): Promise<number>;
  countDocuments(filter?: Filter<T>): Promise<number>;
  /** Idempotent: creating the same index twice is a no-op. */
  createIndex(keys: Sort, options?: IndexOptions): Promise<void>;
}

export interface ReadStore {
  readonly kind: "memory" | "mongo";
  collection<T extends Document = Document>(name: string): Collection<T>;
  /** Drops every collection of this store: a projection rebuild starts from here. */
  dropAll(): Promise<void>;
  /** Round trip used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  // What only a store held in this process offers (the memory one), for the projector.
  /** Its documents written to a file and loaded back, so that a restart replays only the events since. */
  readonly snapshots?: ReadStoreSnapshots;
  /**
   * For a long replay: until buildIndexes(), writes leave every index that refuses nothing (all
   * but the unique ones) alone, and each is built in one bulk load when a query first needs it.
   * Answers stay the same; only the cost moves.
   */
  deferIndexes?(): void;
  /** Builds the deferred indexes and keeps them up to date again. */
  buildIndexes?(): void;
}

export interface ReadStoreSnapshots {
  /** Whether the store holds no document: a snapshot is only loaded into an empty store. */
  isEmpty(): boolean;
  /**
   * Every collection as it stands, at once and without copying a document (so call it where no
   * write is half done); writes may go on while it is written.
   */
  capture(): StoreImage;
  /** Reads a snapshot's header; null when there is no file. Throws SnapshotUnreadable. */
  open(path: string): Promise<StoreSnapshot | null>;
}

export interface StoreImage {
  /** Writes the image and `meta` to `path` atomically; resolves with the bytes written. */
  write(path: string, meta: unknown): Promise<number>;
  /** Done with the image: writes may change stored documents in place again. */
  release(): void;
}

export interface StoreSnapshot {
  /** What the writer kept beside the documents. */
  readonly meta: unknown;
  /** Loads every collection into the store, which must hold none of them yet. Throws SnapshotUnreadable. */
  load(): Promise<void>;
  close(): Promise<void>;
}

/** The file is not a snapshot this code can read: damaged, torn, or of another version. */
export class SnapshotUnreadable extends Error {
  constructor(reason: string) {
    super(`snapshot unreadable: ${reason}`);
    this.name = "SnapshotUnreadable";
  }
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

/**
 * The store could not be reached or could not confirm a write (network, server selection, a
 * retryable-write or write-concern error): the same call may well succeed in a moment. Whatever a
 * projection handler throws that is not this is the handler's own fault.
 */
export class ReadStoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ReadStoreUnavailable";
  }
}

/**
 * A document larger than the store keeps (MongoDB's 16 MiB of BSON), refused by an insert, a
 * replace or an update whose result would be that large; the stored document stays as it was.
 */
export class DocumentTooLarge extends Error {
  constructor(
    readonly collection: string,
    /** Its size in BSON bytes; null when MongoDB refused it without saying. */
    readonly bytes: number | null,
  ) {
    const size = bytes === null ? "" : `${bytes} bytes, `;
    super(`document in ${collection} is ${size}over the 16 MiB a document may have`);
    this.name = "DocumentTooLarge";
  }
}
