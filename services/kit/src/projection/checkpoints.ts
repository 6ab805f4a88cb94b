import type { ReadStore } from "../read-store/port.ts";

// A projection's checkpoint per stream (the last stream sequence it applied) lives with its read
// model: it, not the JetStream consumer, is the truth about where the projection stands.

type Checkpoint = { _id: string; sequence: number };
const CHECKPOINTS = "projection_checkpoints";

const idOf = (projection: string, stream: string) => `${projection}:${stream}`;

export async function loadCheckpoint(store: ReadStore, projection: string, stream: string): Promise<number> {
  const checkpoint = await store.collection<Checkpoint>(CHECKPOINTS).findOne({ _id: idOf(projection, stream) });
  return checkpoint?.sequence ?? 0;
}

export async function saveCheckpoint(
  store: ReadStore,
  projection: string,
  stream: string,
  sequence: number,
): Promise<void> {
  const _id = idOf(projection, stream);
  await store.collection<Checkpoint>(CHECKPOINTS).replaceOne({ _id }, { _id, sequence }, { upsert: true });
}
