import {
  MongoClient,
  type Collection as MongoCollection,
  type CreateIndexesOptions,
  type Filter as MongoFilter,
  type MongoClientOptions,
  type UpdateFilter,
  type UpdateResult as MongoUpdateResult,
} from "mongodb";
import { newDocumentId } from "./document-id.ts";
import { bsonBound, bsonSize, checkDocumentSize, MAX_DOCUMENT_BYTES } from "./document-size.ts";
import { parseFilter } from "./filter.ts";
import { toPortError } from "./mongo-errors.ts";
import {
  DocumentTooLarge,
  ReadStoreUnavailable,
  type Collection,
  type Document,
  type Filter,
  type ReadStore,
  type Update,
  type UpdateResult,
} from "./port.ts";
import { parseUpdate } from "./update.ts";

/**
 * How the read store talks to MongoDB. With the driver's defaults, a call waits 30 s for a server
 * and as long as it takes for an answer, so while MongoDB is away every query, projection write
 * and /readyz would hang; with these they fail within seconds with ReadStoreUnavailable, a
 * request answers 503 and a projection stops and resumes from its checkpoint.
 *
 * Driver 7.8 ignores `timeoutMS` (its client-side operation timeout is deprecated and has no
 * effect), and `socketTimeoutMS` would also cut an index build that takes longer than it: a
 * server that stops answering is found by the driver's monitor instead, which then ends every
 * call waiting on it (heartbeatFrequencyMS + 2 × connectTimeoutMS: 5 s).
 */
export const MONGO_CLIENT_OPTIONS = {
  // Every write is acknowledged by a majority of the replica set, so a failover cannot roll back
  // a read model (or the checkpoint that says it is up to date) that a reader has already seen.
  // A majority out of reach for 5 s makes a write-concern error: the write may have been applied,
  // and the caller (idempotent) writes it again later.
  writeConcern: { w: "majority", wtimeoutMS: 5_000 },
  // A write or read cut off by a failover or a dropped connection is sent once more to the new
  // primary; a retried write is applied once (the server remembers it by its transaction number).
  // Writes to many documents (updateMany, deleteMany) are never retried by the driver: they fail
  // with ReadStoreUnavailable and the caller tries again. Needs a replica set, as production runs.
  retryWrites: true,
  retryReads: true,
  // How long a call waits for a server it can use: a healthy one is found in milliseconds, and
  // electing a new primary after a failure takes up to ~12 s, which a caller waits out better by
  // answering 503 (a request) or pausing (a projection) than by holding the call open.
  serverSelectionTimeoutMS: 2_000,
  // A TCP connection and TLS handshake take well under a second even across regions. It is also
  // how long the monitor waits for a server's heartbeat answer, twice, before declaring it gone.
  connectTimeoutMS: 2_000,
  // How often the monitor checks each server (10 s by default): a server that stops answering is
  // declared gone, and the calls waiting on it ended, within this plus twice connectTimeoutMS.
  heartbeatFrequencyMS: 1_000,
  // Undefined fields are left out, as the memory store treats them as missing.
  ignoreUndefined: true,
} as const satisfies MongoClientOptions;

/**
 * The server stops a find or a count after this long (MaxTimeMSExpired): a page or a projection's
 * lookup takes milliseconds on its index, so a read this slow is an overloaded server.
 */
const READ_MAX_TIME_MS = 5_000;

/** /readyz waits 2 s for each check: the ping gives up before, with its own reason. */
const PING_TIMEOUT_MS = 1_500;

/** The production read store: the official driver, one database per service. */
export async function createMongoReadStore(url: string, databaseName: string): Promise<ReadStore> {
  const client = new MongoClient(url, MONGO_CLIENT_OPTIONS);
  await guarded(databaseName, () => client.connect());
  const database = client.db(databaseName);
  return {
    kind: "mongo",
    collection: <T extends Document>(name: string) => mongoCollection<T>(database.collection<Document>(name), name),
    dropAll: () =>
      guarded(databaseName, async () => {
        const collections = await database.listCollections({}, { nameOnly: true }).toArray();
        for (const { name } of collections) {
          if (!name.startsWith("system.")) await database.dropCollection(name);
        }
      }),
    async ping() {
      // Aborted with its reason when the server does not answer in time; the driver closes the
      // connection the ping was waiting on.
      const controller = new AbortController();
      const reason = new ReadStoreUnavailable(`read store unavailable: no answer to a ping in ${PING_TIMEOUT_MS} ms`);
      const timer = setTimeout(() => controller.abort(reason), PING_TIMEOUT_MS);
      try {
        await guarded(databaseName, () => database.command({ ping: 1 }, { signal: controller.signal }));
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await client.close();
    },
  };
}

/** Runs a driver call, throwing the port's errors (mongo-errors.ts) instead of the driver's. */
async function guarded<R>(name: string, run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (error) {
    throw toPortError(error, name);
  }
}

function mongoCollection<T extends Document>(collection: MongoCollection<Document>, name: string): Collection<T> {
  // Refused here as the memory store refuses them, so that code the memory store runs in tests
  // does the same in production. The driver's types are per schema; the port's are checked.
  const query = (filter: Filter) => {
    parseFilter(filter);
    return filter as MongoFilter<Document>;
  };
  const guard = <R>(run: () => Promise<R>) => guarded(name, run);
  // Measured before sending: the driver encodes a command in a 17 MiB buffer and, past it, throws
  // a RangeError or cuts a long string short, so MongoDB's own refusal is not always reached.
  const sized = <D extends Record<string, unknown>>(document: D) => {
    checkDocumentSize(name, document);
    return document;
  };
  return {
    find: (filter, options = {}) =>
      guard(async () => {
        const { sort, skip, limit, fields } = options;
        const cursor = collection.find(query(filter), {
          sort,
          skip,
          limit,
          projection: fields,
          maxTimeMS: READ_MAX_TIME_MS,
        });
        return (await cursor.toArray()) as T[];
      }),
    findOne: (filter, options = {}) =>
      guard(async () => {
        const { sort, skip, fields } = options;
        const found = await collection.findOne(query(filter), {
          sort,
          skip,
          projection: fields,
          maxTimeMS: READ_MAX_TIME_MS,
        });
        return found as T | null;
      }),
    insertOne: (document) => guard(async () => void (await collection.insertOne(sized(document)))),
    updateOne: (filter, update, options = {}) =>
      guard(async () => {
        const operators = withStringId(name, filter, update, options.upsert);
        return portResult(await collection.updateOne(query(filter), operators, options));
      }),
    updateMany: (filter, update, options = {}) =>
      guard(async () => {
        const operators = withStringId(name, filter, update, options.upsert);
        return portResult(await collection.updateMany(query(filter), operators, options));
      }),
    replaceOne: (filter, document, options = {}) =>
      guard(async () => {
        sized(document);
        if (!options.upsert || document._id !== undefined || typeof filter._id === "string") {
          return portResult(await collection.replaceOne(query(filter), document, options));
        }
        // Mongo would give the inserted document an ObjectId; ours are strings.
        const replaced = await collection.replaceOne(query(filter), document);
        if (replaced.matchedCount > 0) return portResult(replaced);
        const _id = newDocumentId();
        await collection.insertOne({ ...document, _id });
        return { matchedCount: 0, modifiedCount: 0, upsertedId: _id };
      }),
    deleteOne: (filter) => guard(async () => (await collection.deleteOne(query(filter))).deletedCount),
    deleteMany: (filter) => guard(async () => (await collection.deleteMany(query(filter))).deletedCount),
    countDocuments: (filter = {}) =>
      guard(() => collection.countDocuments(query(filter), { maxTimeMS: READ_MAX_TIME_MS })),
    createIndex: (keys, options = {}) =>
      guard(async () => {
        const indexOptions: CreateIndexesOptions = {};
        if (options.unique) indexOptions.unique = true;
        if (options.name) indexOptions.name = options.name;
        await collection.createIndex(keys, indexOptions);
      }),
  };
}

// Without an `_id` from the filter, Mongo would upsert an ObjectId; ours are strings.
function withStringId(
  collection: string,
  filter: Filter,
  update: Update,
  upsert: boolean | undefined,
): UpdateFilter<Document> {
  const { growth } = parseUpdate(update);
  checkUpdateSize(collection, filter, update, growth, upsert);
  const operators = update as UpdateFilter<Document>;
  if (!upsert || typeof filter._id === "string") return operators;
  return { ...operators, $setOnInsert: { _id: newDocumentId() } };
}

/**
 * What an update sets, increments and pushes lands in the document, and so do an upsert's filter
 * equalities: more than 16 MiB of it makes a document MongoDB refuses, in a command the driver may
 * not encode (see `sized`). Measured only when the bound says it might be that much.
 */
function checkUpdateSize(collection: string, filter: Filter, update: Update, growth: number, upsert?: boolean): void {
  const seeded = upsert ? bsonBound(filter) : 0;
  if (growth + seeded <= MAX_DOCUMENT_BYTES) return;
  const bytes = bsonSize({ ...update, $pull: undefined }) + (upsert ? bsonSize(filter) : 0);
  if (bytes > MAX_DOCUMENT_BYTES) throw new DocumentTooLarge(collection, bytes);
}

function portResult(result: MongoUpdateResult<Document>): UpdateResult {
  const { matchedCount, modifiedCount, upsertedId } = result;
  return { matchedCount, modifiedCount, upsertedId: upsertedId === null ? null : String(upsertedId) };
}
