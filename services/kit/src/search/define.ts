import { randomUUID } from "node:crypto";
import { eventOrder, type StoredEvent } from "../event-store.ts";
import { defineProjection, type EventMap, type Projection } from "../projection/define.ts";
import { DuplicateKeyError, type ReadStore } from "../read-store/port.ts";

// A search index is a read model like any other: a projection writes one search entry per thing
// found (a member, a dojo, a gym, an event) with the text of its fields, and the kit keeps an
// in-memory full-text index of those entries in step (search-index.ts). Entries carry the order
// of the event that last changed them (`changedSeq`), so a replayed event never overwrites a newer
// one and a process that did not project them (a follower on a shared store, or after a snapshot)
// finds what changed since it last looked; a removed thing stays as a tombstone for the same reason.
// Each event handler is a pure function from the event to the change of one entry.

export type SearchPoint = { latitude: number; longitude: number };

/** A thing's searchable text by field, and what ranking may need beside it (a point, a date). */
export type SearchEntry<Field extends string = string> = {
  _id: string;
  changedSeq: number;
  removed?: true;
  text: Record<Field, string>;
  point?: SearchPoint | null;
  /** An instant (ISO 8601) ranking may go by: an event's date. */
  at?: string | null;
};

/**
 * What an event does to one entry: `put` the whole entry (made or made again), `change` some of its
 * fields (nothing when there is no entry yet), or `remove` it; null when the event changes nothing.
 */
export type SearchChange<Field extends string> =
  | { put: string; text: Record<Field, string>; point?: SearchPoint | null; at?: string | null }
  | { change: string; text?: Partial<Record<Field, string>>; point?: SearchPoint | null; at?: string | null }
  | { remove: string }
  | null;

type ChangeOf<Events extends EventMap, Field extends string> = {
  [Type in keyof Events & string]?: (data: Events[Type], event: StoredEvent<Type, Events[Type]>) => SearchChange<Field>;
};

export type SearchIndexDefinition<Field extends string = string> = {
  name: string;
  /** The collection of its entries. */
  collection: string;
  /** Each field's weight: a name counts for more than a description. */
  fields: Readonly<Record<Field, number>>;
  projection: Projection;
};

const SEARCH_META = "search_meta";

export function defineSearchIndex<Events extends EventMap, Field extends string>(definition: {
  /** Names the projection and its collection: `<name>` and `search_<name>`. */
  name: string;
  stream: string;
  fields: Readonly<Record<Field, number>>;
  on: ChangeOf<Events, Field>;
}): SearchIndexDefinition<Field> {
  const collection = `search_${definition.name}`;
  const handlers = Object.fromEntries(
    Object.entries(definition.on).map(([type, changeOf]) => {
      const handler = async (event: StoredEvent, store: ReadStore) => {
        const change = (changeOf as (data: unknown, event: StoredEvent) => SearchChange<Field>)(event.data, event);
        if (change) await apply(store, collection, change, eventOrder(event));
      };
      // A snapshot's fingerprint reads each handler's source: it must see the change made, not
      // only this wrapper, or entries written by an older rule would outlive it.
      handler.toString = () => `${String(changeOf)}; ${Function.prototype.toString.call(handler)}`;
      return [type, handler];
    }),
  );
  return {
    name: definition.name,
    collection,
    fields: definition.fields,
    projection: defineProjection({
      name: `search-${definition.name}`,
      streams: [definition.stream],
      async setup(store) {
        await store.collection(collection).createIndex({ changedSeq: 1 });
        const meta = store.collection<{ _id: string; value: string }>(SEARCH_META);
        if (!(await meta.findOne({ _id: collection })))
          await meta.replaceOne({ _id: collection }, { _id: collection, value: randomUUID() }, { upsert: true });
      },
      on: handlers,
    }),
  };
}

/** Which build of the index's entries this is: rebuilt entries have a new one, and followers start over. */
export async function searchGeneration(store: ReadStore, collection: string): Promise<string | null> {
  const marker = await store.collection<{ _id: string; value: string }>(SEARCH_META).findOne({ _id: collection });
  return marker?.value ?? null;
}

async function apply<Field extends string>(
  store: ReadStore,
  name: string,
  change: NonNullable<SearchChange<Field>>,
  changedSeq: number,
): Promise<void> {
  const entries = store.collection<SearchEntry<Field>>(name);
  if ("remove" in change) {
    // A tombstone whatever came before, unless something newer stands there.
    const tombstone: SearchEntry<Field> = { _id: change.remove, changedSeq, removed: true, text: emptyText() };
    await upsertUnlessNewer(() =>
      entries.replaceOne({ _id: change.remove, changedSeq: { $lt: changedSeq } }, tombstone, { upsert: true }),
    );
    return;
  }
  if ("put" in change) {
    const entry: SearchEntry<Field> = {
      _id: change.put,
      changedSeq,
      text: change.text,
      point: change.point ?? null,
      at: change.at ?? null,
    };
    // The guard is in the write: a newer entry or a tombstone matches nothing, and the upsert then finds the id taken.
    await upsertUnlessNewer(() =>
      entries.replaceOne({ _id: change.put, removed: { $ne: true }, changedSeq: { $lt: changedSeq } }, entry, {
        upsert: true,
      }),
    );
    return;
  }
  const current = await entries.findOne({ _id: change.change });
  if (!current || current.removed || current.changedSeq >= changedSeq) return;
  const changed: SearchEntry<Field> = {
    ...current,
    changedSeq,
    text: { ...current.text, ...definedOnly(change.text ?? {}) },
    ...(change.point !== undefined && { point: change.point }),
    ...(change.at !== undefined && { at: change.at }),
  };
  await entries.replaceOne({ _id: change.change, changedSeq: current.changedSeq }, changed);
}

async function upsertUnlessNewer(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

const emptyText = <Field extends string>() => ({}) as Record<Field, string>;

function definedOnly<Value>(record: Partial<Record<string, Value>>): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, Value>;
}
