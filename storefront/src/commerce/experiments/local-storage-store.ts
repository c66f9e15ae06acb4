/** A namespaced slice of local storage as the SDK's synchronous Store (the datafile cache). */
export function localStorageStore(namespace: string, storage: Storage | undefined = globalThis.localStorage) {
  return {
    operation: 'sync' as const,
    set(key: string, value: string): void {
      try {
        storage?.setItem(namespace + key, value);
      } catch {
        // Full or refused: nothing is cached; the SDK fetches again next time.
      }
    },
    get: (key: string): string | undefined => storage?.getItem(namespace + key) ?? undefined,
    remove(key: string): void {
      storage?.removeItem(namespace + key);
    },
    getKeys(): string[] {
      const keys: string[] = [];
      for (let i = 0; i < (storage?.length ?? 0); i++) {
        const key = storage?.key(i);
        if (key?.startsWith(namespace)) keys.push(key.slice(namespace.length));
      }
      return keys;
    },
  };
}
