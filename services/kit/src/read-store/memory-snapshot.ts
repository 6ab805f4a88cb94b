import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";
import { deserialize, serialize } from "node:v8";
import { crc32 } from "node:zlib";
import type { IndexDefinition, MemoryReadStore, MemoryStoreImage, StoredDocument } from "./memory.ts";
import { SnapshotUnreadable } from "./port.ts";

// A memory read store on disk: every collection's documents and index definitions, plus what the
// caller wants kept beside them (`meta`: the projections' checkpoints and what they were taken
// from). The file is a run of records, each its length, its CRC-32 and a v8-serialised value:
// a header, the documents in chunks, and an end record, so that neither writing nor reading ever
// holds more than a chunk beyond the documents themselves, and a torn or damaged file is refused.
// It is written beside its final name and renamed over it once complete and synced: a reader sees
// the old snapshot or the new one, never half of one.

const MAGIC = Buffer.from("KUMITE-READ-STORE\n");
/** Bumped whenever the layout changes: an older file is then discarded. */
export const SNAPSHOT_FILE_VERSION = 1;
const CHUNK_DOCUMENTS = 1000;
/** An entry whose document is not in the image: the reader then sorts that index instead. */
const NOWHERE = 0xffffffff;
const RECORD_HEAD = 8;

type Header = {
  version: number;
  meta: unknown;
  /** Each collection's documents come in chunks, then one entry order record per index in `ordered`. */
  collections: Array<{ name: string; indexes: IndexDefinition[]; documents: number; ordered: string[] }>;
};
/** An index's entries in order, each as the position of its document in the collection's documents. */
type EntryOrder = { index: string; positions: Uint32Array };
type End = { end: true; documents: number };

/** Writes `image` and `meta` to `path` atomically; resolves with the bytes written. */
export async function writeMemorySnapshot(path: string, meta: unknown, image: MemoryStoreImage): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const handle = await open(temporary, "w");
  let bytes = 0;
  const write = async (buffers: Buffer[]) => {
    const { bytesWritten } = await handle.writev(buffers);
    bytes += bytesWritten;
  };
  const record = (value: unknown) => {
    const payload = serialize(value);
    const head = Buffer.allocUnsafe(RECORD_HEAD);
    head.writeUInt32LE(payload.length, 0);
    head.writeUInt32LE(crc32(payload), 4);
    return write([head, payload]);
  };
  try {
    const header: Header = {
      version: SNAPSHOT_FILE_VERSION,
      meta,
      collections: image.collections.map(({ name, indexes, documents, entries }) => ({
        name,
        indexes,
        documents: documents.length,
        ordered: entries.map(({ index }) => index),
      })),
    };
    await write([MAGIC]);
    await record(header);
    let total = 0;
    for (const collection of image.collections) {
      for (let start = 0; start < collection.documents.length; start += CHUNK_DOCUMENTS) {
        await record(collection.documents.slice(start, start + CHUNK_DOCUMENTS));
      }
      total += collection.documents.length;
      const positionOf = new Map<string, number>();
      collection.documents.forEach((document, position) => positionOf.set(document._id, position));
      for (const { index, count, forEachId } of collection.entries) {
        const positions = new Uint32Array(count);
        let next = 0;
        forEachId((id) => (positions[next++] = positionOf.get(id) ?? NOWHERE));
        await record({ index, positions } satisfies EntryOrder);
      }
    }
    await record({ end: true, documents: total } satisfies End);
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  await rename(temporary, path);
  return bytes;
}

export interface MemorySnapshot {
  /** What the writer kept beside the documents. */
  readonly meta: unknown;
  /** Loads every collection into `store`, which must hold none of them yet; throws SnapshotUnreadable. */
  loadInto(store: MemoryReadStore): Promise<void>;
  close(): Promise<void>;
}

/** Opens a snapshot and reads its header; null when there is no file. Throws SnapshotUnreadable. */
export async function openMemorySnapshot(path: string): Promise<MemorySnapshot | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const size = (await handle.stat()).size;
    let position = 0;
    const read = async (length: number): Promise<Buffer> => {
      if (position + length > size) throw new SnapshotUnreadable("the file ends early");
      const buffer = Buffer.allocUnsafe(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new SnapshotUnreadable("the file ends early");
      position += length;
      return buffer;
    };
    const record = async (): Promise<unknown> => {
      const head = await read(RECORD_HEAD);
      const payload = await read(head.readUInt32LE(0));
      if (crc32(payload) !== head.readUInt32LE(4))
        throw new SnapshotUnreadable(`a damaged record at byte ${position - payload.length}`);
      try {
        return deserialize(payload);
      } catch (error) {
        throw new SnapshotUnreadable(`a record that does not deserialise (${(error as Error).message})`);
      }
    };
    if (!MAGIC.equals(await read(MAGIC.length))) throw new SnapshotUnreadable("not a read store snapshot");
    const header = (await record()) as Header;
    if (header?.version !== SNAPSHOT_FILE_VERSION)
      throw new SnapshotUnreadable(`file version ${String(header?.version)}`);
    return {
      meta: header.meta,
      async loadInto(store) {
        let total = 0;
        for (const collection of header.collections) {
          const documents: StoredDocument[] = [];
          while (documents.length < collection.documents) {
            const chunk = await record();
            if (!Array.isArray(chunk)) throw new SnapshotUnreadable(`collection ${collection.name} is cut short`);
            for (const document of chunk as StoredDocument[]) documents.push(document);
          }
          if (documents.length !== collection.documents)
            throw new SnapshotUnreadable(`collection ${collection.name} has too many documents`);
          const orders = new Map<string, Uint32Array>();
          for (const index of collection.ordered) {
            const order = (await record()) as EntryOrder;
            if (order?.index !== index || !(order.positions instanceof Uint32Array))
              throw new SnapshotUnreadable(`collection ${collection.name} lacks the order of ${index}`);
            orders.set(index, order.positions);
          }
          store.loadCollection(collection.name, collection.indexes, documents, orders);
          total += documents.length;
        }
        const end = (await record()) as End;
        if (end?.end !== true || end.documents !== total || position !== size)
          throw new SnapshotUnreadable("no end record where it belongs");
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
