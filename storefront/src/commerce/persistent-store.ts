/**
 * A small observable value kept in localStorage (cart and session state persist across reloads, spec 000
 * section 9). React reads it with useSyncExternalStore; the commerce adapter writes it.
 */
export interface PersistentStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

function read<T>(key: string, initial: () => T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? { ...initial(), ...(JSON.parse(raw) as T) } : initial();
  } catch {
    return initial();
  }
}

export function createPersistentStore<T extends object>(key: string, initial: () => T): PersistentStore<T> {
  let value = read(key, initial);
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(value));
      } catch {
        // Private mode or a full quota: the session still works for this page's life.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
