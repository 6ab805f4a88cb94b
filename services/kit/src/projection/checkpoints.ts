import { DuplicateKeyError, type ReadStore } from "../read-store/port.ts";

// A projection's checkpoint per stream (the last stream sequence it applied) lives with its read
// model: it, not the JetStream consumer, is the truth about where the projection stands.

type Checkpoint = { _id: string; sequence: number };
const CHECKPOINTS = "projection_checkpoints";

const idOf = (projection: string, stream: string) => `${projection}:${stream}`;

export async function loadCheckpoint(store: ReadStore, projection: string, stream: string): Promise<number> {
  const checkpoint = await store.collection<Checkpoint>(CHECKPOINTS).findOne({ _id: idOf(projection, stream) });
  return checkpoint?.sequence ?? 0;
}

/**
 * Records that `projection` applied `stream` up to `sequence`. A checkpoint only rises: a writer
 * that comes late (a deposed leader, a slower applier) never moves it back.
 */
export async function saveCheckpoint(
  store: ReadStore,
  projection: string,
  stream: string,
  sequence: number,
): Promise<void> {
  const _id = idOf(projection, stream);
  const checkpoints = store.collection<Checkpoint>(CHECKPOINTS);
  const raise = () => checkpoints.updateOne({ _id, sequence: { $lt: sequence } }, { $set: { sequence } });
  if ((await raise()).matchedCount > 0) return;
  try {
    await checkpoints.insertOne({ _id, sequence });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    // There already, at or above `sequence`, or inserted just now by another writer: raise it if lower.
    await raise();
  }
}
