import { isDeepStrictEqual } from "node:util";
import type { Document, ReadStore } from "../read-store/port.ts";

// Every document of a store's collections, to compare two runs of the same events. Where a
// projection stands (the projector's checkpoints) is not part of what it shows.

/** The projector's checkpoints (projection/checkpoints.ts): the runs compared do not write them. */
const CHECKPOINTS = "projection_checkpoints";

/** Per collection (by name, none empty), its documents sorted by `_id`. */
export type StoreContents = ReadonlyMap<string, readonly Document[]>;

export async function readContents(store: ReadStore, names: Iterable<string>): Promise<StoreContents> {
  const contents = new Map<string, Document[]>();
  for (const name of [...new Set(names)].sort()) {
    if (name === CHECKPOINTS) continue;
    const documents = await store.collection(name).find({});
    if (documents.length === 0) continue;
    contents.set(
      name,
      documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
    );
  }
  return contents;
}

/** Makes `store`'s collections hold exactly `contents` (for the collections either names). */
export async function restoreContents(store: ReadStore, names: Iterable<string>, contents: StoreContents) {
  const present = await readContents(store, names);
  for (const name of new Set([...present.keys(), ...contents.keys()])) {
    const collection = store.collection(name);
    const wanted = new Map((contents.get(name) ?? []).map((document) => [document._id, document]));
    for (const document of present.get(name) ?? [])
      if (!wanted.has(document._id)) await collection.deleteOne({ _id: document._id });
    for (const document of wanted.values())
      await collection.replaceOne({ _id: document._id }, document, { upsert: true });
  }
}

/** The first document (by collection, then `_id`) that differs, described; null when none does. */
export function firstDifference(expected: StoreContents, actual: StoreContents): string | null {
  const names = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  for (const name of names) {
    const byId = (contents: StoreContents) => new Map((contents.get(name) ?? []).map((d) => [d._id, d]));
    const want = byId(expected);
    const got = byId(actual);
    const ids = [...new Set([...want.keys(), ...got.keys()])].sort();
    for (const id of ids) {
      const a = want.get(id);
      const b = got.get(id);
      if (isDeepStrictEqual(a, b)) continue;
      return `in ${name}, ${JSON.stringify(id)} is ${describe(b)}; a clean run has ${describe(a)}`;
    }
  }
  return null;
}

const MAX_SHOWN = 600;
function describe(document: Document | undefined): string {
  if (!document) return "no such document";
  const text = JSON.stringify(document);
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)`;
}
