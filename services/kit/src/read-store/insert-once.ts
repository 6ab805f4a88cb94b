import { DuplicateKeyError, type Collection, type Document } from "./port.ts";

/**
 * Inserts `document` unless one with its keys is stored already, as when a handler's event is
 * applied again (a retry, a replay from a checkpoint): the one stored first stays as it is.
 * Resolves whether this call stored it.
 */
export async function insertOnce<T extends Document>(collection: Collection<T>, document: T): Promise<boolean> {
  try {
    await collection.insertOne(document);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}
