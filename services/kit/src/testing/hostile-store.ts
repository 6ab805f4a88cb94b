import { ReadStoreUnavailable, type Collection, type Document, type ReadStore } from "../read-store/port.ts";

// A read store that fails the writes a test chooses, the two ways MongoDB can: before the write is
// applied (a failover, a dropped request), or after it (the reply was lost: retryable writes hide
// that for one document, not for updateMany or deleteMany, and a network error after the server
// applied a write is real). projection-spec runs every projection spec through it (hostile-runs.ts).

export const WRITE_METHODS = ["insertOne", "updateOne", "updateMany", "replaceOne", "deleteOne", "deleteMany"] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];

/** A failing write is refused before the store applies it, or applied and then reported failed. */
export type FaultTiming = "before" | "after";

/** One write that reached the store. */
export type WriteRecord = { method: WriteMethod; collection: string };

/** What a hostile store throws: transient, so the projector runs the handler again. */
export class InjectedFault extends ReadStoreUnavailable {
  constructor(
    readonly write: WriteRecord,
    readonly timing: FaultTiming,
  ) {
    super(`the store failed a ${write.method} on ${write.collection} ${timing} applying it`);
    this.name = "InjectedFault";
  }
}

export interface HostileStore extends ReadStore {
  /** Every write that reached the store, oldest first (failed ones included). */
  readonly writes: readonly WriteRecord[];
  /** Every collection asked for, so that a test can read the whole store back. */
  readonly collectionNames: ReadonlySet<string>;
  /** The `nth` write from now (1: the next one) throws InjectedFault once, `timing` its application. */
  failWrite(nth: number, timing: FaultTiming): void;
  /**
   * Writes to `collection` wait from now until the returned release is called: a read model held
   * behind its log, as a slow store or a busy consumer would leave it.
   */
  holdWrites(collection: string): () => void;
}

export function hostileStore(inner: ReadStore): HostileStore {
  const writes: WriteRecord[] = [];
  const collectionNames = new Set<string>();
  let fault: { at: number; timing: FaultTiming } | null = null;
  const held = new Map<string, Promise<void>>();

  async function write<R>(record: WriteRecord, apply: () => Promise<R>): Promise<R> {
    await held.get(record.collection);
    writes.push(record);
    if (!fault || fault.at !== writes.length) return apply();
    const { timing } = fault;
    fault = null;
    if (timing === "after") await apply();
    throw new InjectedFault(record, timing);
  }

  function wrap<T extends Document>(name: string, collection: Collection<T>): Collection<T> {
    const as = (method: WriteMethod): WriteRecord => ({ method, collection: name });
    return {
      find: (filter, options) => collection.find(filter, options),
      findOne: (filter, options) => collection.findOne(filter, options),
      countDocuments: (filter) => collection.countDocuments(filter),
      createIndex: (keys, options) => collection.createIndex(keys, options),
      insertOne: (document) => write(as("insertOne"), () => collection.insertOne(document)),
      updateOne: (filter, update, options) =>
        write(as("updateOne"), () => collection.updateOne(filter, update, options)),
      updateMany: (filter, update, options) =>
        write(as("updateMany"), () => collection.updateMany(filter, update, options)),
      replaceOne: (filter, document, options) =>
        write(as("replaceOne"), () => collection.replaceOne(filter, document, options)),
      deleteOne: (filter) => write(as("deleteOne"), () => collection.deleteOne(filter)),
      deleteMany: (filter) => write(as("deleteMany"), () => collection.deleteMany(filter)),
    };
  }

  const handles = new Map<string, Collection>();
  return {
    kind: inner.kind,
    writes,
    collectionNames,
    failWrite(nth, timing) {
      if (!Number.isInteger(nth) || nth < 1)
        throw new Error(`failWrite takes a write from now (1 or more), not ${nth}`);
      fault = { at: writes.length + nth, timing };
    },
    holdWrites(collection) {
      let release = () => {};
      held.set(collection, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(collection);
        release();
      };
    },
    collection<T extends Document = Document>(name: string): Collection<T> {
      collectionNames.add(name);
      let handle = handles.get(name);
      if (!handle) handles.set(name, (handle = wrap(name, inner.collection(name))));
      return handle as unknown as Collection<T>;
    },
    dropAll: () => inner.dropAll(),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
}
