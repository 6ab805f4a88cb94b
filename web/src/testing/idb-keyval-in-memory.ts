// idb-keyval's calls the app makes, over maps in memory: jsdom has no IndexedDB, and a fake one
// schedules its work on timers that tests using fake timers would stop.

type Store = Map<IDBValidKey, unknown>;
export type UseStore = Store;

const stores = new Map<string, Store>();

export function createStore(dbName: string, storeName: string): Store {
  const name = `${dbName}/${storeName}`;
  let store = stores.get(name);
  if (!store) stores.set(name, (store = new Map()));
  return store;
}

export const get = async <T>(key: IDBValidKey, store: Store): Promise<T | undefined> =>
  structuredClone(store.get(key)) as T | undefined;
export const set = async (key: IDBValidKey, value: unknown, store: Store): Promise<void> =>
  void store.set(key, structuredClone(value));
export const del = async (key: IDBValidKey, store: Store): Promise<void> => void store.delete(key);
export const delMany = async (keys: IDBValidKey[], store: Store): Promise<void> => {
  for (const key of keys) store.delete(key);
};
export const keys = async (store: Store): Promise<IDBValidKey[]> => [...store.keys()];
export const entries = async <K, V>(store: Store): Promise<Array<[K, V]>> =>
  [...store.entries()].map(([key, value]) => [key as K, structuredClone(value) as V]);
export const clear = async (store: Store): Promise<void> => store.clear();
