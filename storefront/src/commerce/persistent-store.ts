/**
 * A small observable value kept in localStorage (cart and session state persist across reloads, spec 000
 * section 9). React reads it with useSyncExternalStore; the commerce adapter writes it.
 */
export interface PersistentStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  /** Takes what another tab stored since this tab last read or wrote it; listeners hear of a change. */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistentStoreOptions<T> {
  /** What is kept of a stored value (drops what older versions stored and should not have). */
  readonly restore?: (stored: T) => T;
  /**
   * Other tabs write this key too (the session): their changes arrive as `storage` events, and every update
   * re-reads the stored value first, so a tab never writes back what another one replaced (a rotated refresh
   * token above all).
   */
  readonly shared?: boolean;
}

export function createPersistentStore<T extends object>(
  key: string,
  initial: () => T,
  { restore = (stored) => stored, shared = false }: PersistentStoreOptions<T> = {},
): PersistentStore<T> {
  const listeners = new Set<() => void>();
  let raw: string | null | undefined;
  let value = initial();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** Reads the stored text when it changed since the last read or write; true when it did. */
  function sync(): boolean {
    let stored: string | null | undefined;
    try {
      stored = globalThis.localStorage?.getItem(key);
    } catch {
      return false;
    }
    if (stored === raw) return false;
    raw = stored;
    try {
      value = stored ? restore({ ...initial(), ...(JSON.parse(stored) as T) }) : initial();
    } catch {
      value = initial();
    }
    return true;
  }
  sync();

  const store: PersistentStore<T> = {
    get: () => value,
    set(next) {
      if (shared) sync();
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      try {
        const text = JSON.stringify(value);
        globalThis.localStorage?.setItem(key, text);
        raw = text;
      } catch {
        // Private mode or a full quota: the session still works for this page's life.
      }
      notify();
    },
    reload() {
      if (sync()) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // Any key's event: sync() compares this key's stored text with the last one read or written.
  if (shared) globalThis.addEventListener?.('storage', store.reload);
  return store;
}
