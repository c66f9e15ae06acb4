import type { SavedWorld, SavedWorlds, SharedLock } from './saved-worlds';

const DB_NAME = 'storefront-harness';
const STORE = 'worlds';
/** The Web Lock every page of the profile takes around one simulator request (persistent-core.ts). */
const LOCK_NAME = 'storefront-harness:worlds';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

/** One transaction on the store; resolves when it committed (so a reload right after never loses it). */
async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const tx = (await database()).transaction(STORE, mode);
  const result = done(work(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  return result;
}

/** The browser's saved worlds: one IndexedDB record per session, shared by every tab of the profile. */
export const indexedDbWorlds: SavedWorlds = {
  read: (session) =>
    transact('readonly', (store) => store.get(session) as IDBRequest<SavedWorld | undefined>),
  write: async (session, saved) => {
    await transact('readwrite', (store) => store.put(saved, session));
  },
  delete: async (session) => {
    await transact('readwrite', (store) => store.delete(session));
  },
  clear: async () => {
    await transact('readwrite', (store) => store.clear());
  },
};

/** Web Locks across the profile's tabs; without them (an old browser) requests are only ordered per page. */
export const webLock: SharedLock = (task) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(LOCK_NAME, task) as ReturnType<typeof task>)
    : task();
