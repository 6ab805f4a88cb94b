import { clear, createStore, del, delMany, entries, get, set } from "idb-keyval";
import type { OutboxItem } from "./outbox-item.ts";

// The outbox's items in IndexedDB, so a write made offline survives a reload, a closed tab and a
// restart of the phone. Every tab of the app shares them.

let store: ReturnType<typeof createStore> | null = null;
const database = () => (store ??= createStore("kumite-outbox", "items"));

export const outboxStore = {
  /** The member's waiting items, oldest first: the order they are sent in. */
  async itemsOf(memberId: string): Promise<OutboxItem[]> {
    const all = await entries<string, OutboxItem>(database());
    return all
      .map(([, item]) => item)
      .filter((item) => item.memberId === memberId)
      .sort((a, b) => a.createdAt - b.createdAt);
  },
  has: async (id: string): Promise<boolean> => (await get<OutboxItem>(id, database())) !== undefined,
  put: (item: OutboxItem): Promise<void> => set(item.id, item, database()),
  remove: (id: string): Promise<void> => del(id, database()),
  /** Drops every member's items but `memberId`'s: another member signed in on this browser. */
  async keepOnly(memberId: string): Promise<void> {
    const all = await entries<string, OutboxItem>(database());
    const others = all.filter(([, item]) => item.memberId !== memberId).map(([key]) => key);
    if (others.length > 0) await delMany(others, database());
  },
  clearAll: (): Promise<void> => clear(database()),
};
