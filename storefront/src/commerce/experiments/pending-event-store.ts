import { EXPERIMENTATION } from './experimentation-constants';

const NAMESPACE = 'optimizely-pending:';

/**
 * The SDK's store of events not yet accepted by the event log (its `eventStore`): local storage, so a batch
 * a closed page could not send goes out on the next page load. At most 100 are kept (spec 001 section 9);
 * past that an event is still sent from memory, just not kept. Storage that refuses (full, private mode)
 * keeps nothing and never breaks the page.
 */
export function pendingEventStore(
  storage: Storage | undefined = globalThis.localStorage,
  cap: number = EXPERIMENTATION.pendingEventsCap,
) {
  const keys = (): string[] => {
    const found: string[] = [];
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      const key = storage?.key(i);
      if (key?.startsWith(NAMESPACE)) found.push(key.slice(NAMESPACE.length));
    }
    return found;
  };
  return {
    operation: 'sync' as const,
    set(key: string, value: string): void {
      if (!storage) return;
      const full = storage.getItem(NAMESPACE + key) === null && keys().length >= cap;
      if (full) return;
      try {
        storage.setItem(NAMESPACE + key, value);
      } catch {
        // Refused: the event is only in memory.
      }
    },
    get: (key: string): string | undefined => storage?.getItem(NAMESPACE + key) ?? undefined,
    remove(key: string): void {
      storage?.removeItem(NAMESPACE + key);
    },
    getKeys: keys,
    /** Withdrawn consent: nothing kept is sent later. */
    clear(): void {
      for (const key of keys()) storage?.removeItem(NAMESPACE + key);
    },
  };
}
export type PendingEventStore = ReturnType<typeof pendingEventStore>;
