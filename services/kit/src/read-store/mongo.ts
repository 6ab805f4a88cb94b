import {
  MongoClient,
  MongoServerError,
  type Collection as MongoCollection,
  type CreateIndexesOptions,
  type Filter as MongoFilter,
  type UpdateFilter,
  type UpdateResult as MongoUpdateResult,
} from "mongodb";
import { newDocumentId } from "./document-id.ts";
import { parseFilter } from "./filter.ts";
import { isPlainObject } from "./paths.ts";
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type ReadStore,
  type Update,
  type UpdateResult,
} from "./port.ts";
import { parseUpdate } from "./update.ts";

const DUPLICATE_KEY = 11000;

/** The production read store: the official driver, one database per service. */
export async function createMongoReadStore(url: string, databaseName: string): Promise<ReadStore> {
  // Undefined fields are left out, as the memory store treats them as missing.
  const client = new MongoClient(url, { ignoreUndefined: true });
  await client.connect();
  const database = client.db(databaseName);
  return {
    kind: "mongo",
    collection: <T extends Document>(name: string) => mongoCollection<T>(database.collection<Document>(name), name),
    async dropAll() {
      const collections = await database.listCollections({}, { nameOnly: true }).toArray();
      for (const { name } of collections) {
        if (!name.startsWith("system.")) await database.dropCollection(name);
      }
    },
    async ping() {
      await database.command({ ping: 1 });
    },
    async close() {
      await client.close();
    },
  };
}

function mongoCollection<T extends Document>(collection: MongoCollection<Document>, name: string): Collection<T> {
  // Refused here as the memory store refuses them, so that code the memory store runs in tests
  // does the same in production. The driver's types are per schema; the port's are checked.
  const query = (filter: Filter) => {
    parseFilter(filter);
    return filter as MongoFilter<Document>;
  };
  const guard = async <R>(run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      throw toPortError(error, name);
    }
  };
  return {
    async find(filter, options = {}) {
      const { sort, skip, limit, fields } = options;
      const cursor = collection.find(query(filter), { sort, skip, limit, projection: fields });
      return (await cursor.toArray()) as T[];
    },
    async findOne(filter, options = {}) {
      const { sort, skip, fields } = options;
      return (await collection.findOne(query(filter), { sort, skip, projection: fields })) as T | null;
    },
    insertOne: (document) => guard(async () => void (await collection.insertOne(document))),
    updateOne: (filter, update, options = {}) =>
      guard(async () => {
        const operators = withStringId(filter, update, options.upsert);
        return portResult(await collection.updateOne(query(filter), operators, options));
      }),
    updateMany: (filter, update, options = {}) =>
      guard(async () => {
        const operators = withStringId(filter, update, options.upsert);
        return portResult(await collection.updateMany(query(filter), operators, options));
      }),
    replaceOne: (filter, document, options = {}) =>
      guard(async () => {
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
    deleteOne: async (filter) => (await collection.deleteOne(query(filter))).deletedCount,
    deleteMany: async (filter) => (await collection.deleteMany(query(filter))).deletedCount,
    countDocuments: async (filter = {}) => collection.countDocuments(query(filter)),
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
function withStringId(filter: Filter, update: Update, upsert: boolean | undefined): UpdateFilter<Document> {
  parseUpdate(update);
  const operators = update as UpdateFilter<Document>;
  if (!upsert || typeof filter._id === "string") return operators;
  return { ...operators, $setOnInsert: { _id: newDocumentId() } };
}

function portResult(result: MongoUpdateResult<Document>): UpdateResult {
  const { matchedCount, modifiedCount, upsertedId } = result;
  return { matchedCount, modifiedCount, upsertedId: upsertedId === null ? null : String(upsertedId) };
}

function toPortError(error: unknown, collection: string): unknown {
  if (!(error instanceof MongoServerError) || error.code !== DUPLICATE_KEY) return error;
  const keyValue: unknown = error.keyValue;
  return new DuplicateKeyError(collection, isPlainObject(keyValue) ? keyValue : {});
}
