import { eventOrder, type StoredEvent } from "@kumite/kit/event-store";
import { DuplicateKeyError, type Collection } from "@kumite/kit/read-store";

// Counters that an event adds to once, however often it is applied: a retry after a write failed
// half-way through a handler, the events since a checkpoint coming again, two appliers at once. A
// counter document keeps, per stream, the order (eventOrder) of the last event counted into it, and
// the update that adds checks it in its own filter: checking and adding are one write, where a read
// and then a write would let two appliers both add. A projection applies each stream's events in
// order, so an event not counted yet stands after every event that was.
// Hence an event counts into a document once: all its changes to one document go in one call.

/** Per stream, the order (eventOrder) of the last event counted into the document. */
export type Counted = { counted: Record<string, number> };

/**
 * Adds `increments` (field path → amount) to document `id`, creating it when missing (unless
 * `create` is false: a count kept on a document that may be gone, a post its author took away),
 * unless `event` was already counted into it.
 */
export async function countOnce(
  collection: Collection,
  id: string,
  event: Pick<StoredEvent, "stream" | "sequence" | "index">,
  increments: Record<string, number>,
  { create = true }: { create?: boolean } = {},
): Promise<void> {
  const mark = markOf(event.stream);
  const order = eventOrder(event);
  const update = { $inc: increments, $set: { [mark]: order } };
  if (!create) {
    // A missing mark is null, never lower than an order: nothing of this stream counted yet.
    const { matchedCount } = await collection.updateOne({ _id: id, [mark]: { $lt: order } }, update);
    if (matchedCount === 0) await collection.updateOne({ _id: id, [mark]: null }, update);
    return;
  }
  try {
    await collection.updateOne({ _id: id, [mark]: { $lt: order } }, update, { upsert: true });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    // No match, so the upsert tried to insert: the document is there, and either has this event
    // counted or nothing of this stream yet (a missing mark is null, never lower than an order).
    await collection.updateOne({ _id: id, [mark]: null }, update);
  }
}

// Made once per stream: the same key strings each time are far cheaper to set and look up.
const marks = new Map<string, string>();
function markOf(stream: string): string {
  let mark = marks.get(stream);
  if (mark === undefined) marks.set(stream, (mark = `counted.${stream}`));
  return mark;
}
