import { describe, expect, it, vi } from 'vitest';
import { EXPERIMENTATION } from './experimentation-constants';
import { pendingEventStore } from './pending-event-store';

const NAMESPACE = 'optimizely-pending:';

/** A plain in-memory Storage; `refuse` makes every write throw (full or refused storage). */
function memoryStorage(options: { refuse?: boolean } = {}): Storage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => void data.delete(key),
    setItem(key, value) {
      if (options.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, String(value));
    },
  };
}

describe('the pending event store (spec 001 section 9: at most 100 in local storage)', () => {
  it('is a synchronous store capped at the spec constant of 100', () => {
    expect(EXPERIMENTATION.pendingEventsCap).toBe(100);
    expect(pendingEventStore(memoryStorage()).operation).toBe('sync');
  });

  it('keeps 100 events, not the 101st, and still updates a kept one at the cap', () => {
    const storage = memoryStorage();
    const store = pendingEventStore(storage);
    for (let i = 0; i < 100; i++) store.set(`e${i}`, `{"n":${i}}`);
    expect(store.getKeys()).toHaveLength(100);

    store.set('e100', '{"n":100}');
    expect(store.get('e100')).toBeUndefined();
    expect(store.getKeys()).toHaveLength(100);
    expect(storage.data.has(`${NAMESPACE}e100`)).toBe(false);

    store.set('e7', '{"n":7,"retried":true}');
    expect(store.get('e7')).toBe('{"n":7,"retried":true}');

    // Room again once one is sent (removed): the next one is kept.
    store.remove('e0');
    store.set('e100', '{"n":100}');
    expect(store.get('e100')).toBe('{"n":100}');
    expect(store.getKeys()).toHaveLength(100);
  });

  it('uses local storage by default (what the next page load reads)', () => {
    const store = pendingEventStore();
    store.set('abc', '{"x":1}');
    expect(localStorage.getItem(`${NAMESPACE}abc`)).toBe('{"x":1}');
    expect(pendingEventStore().get('abc')).toBe('{"x":1}');
  });

  it('honours a smaller cap', () => {
    const store = pendingEventStore(memoryStorage(), 2);
    for (const key of ['a', 'b', 'c']) store.set(key, key);
    expect(store.getKeys().sort()).toEqual(['a', 'b']);
  });

  it('sees only its own namespace, and the cap counts only its own events', () => {
    const storage = memoryStorage();
    storage.setItem('optimizely-vuid', 'vuid_abc');
    storage.setItem('optimizely-datafile:optimizely-datafile-x', '{}');
    storage.setItem('e1', 'not ours');
    const store = pendingEventStore(storage, 2);
    store.set('e1', 'ours');
    store.set('e2', 'ours too');
    expect(store.getKeys().sort()).toEqual(['e1', 'e2']);
    expect(store.get('e1')).toBe('ours');
    expect(store.get('optimizely-vuid')).toBeUndefined();
    expect(store.get('missing')).toBeUndefined();
    store.remove('e1');
    expect(storage.getItem('e1')).toBe('not ours');
    expect(store.getKeys()).toEqual(['e2']);
  });

  it('clear() removes every pending event and nothing else', () => {
    const storage = memoryStorage();
    storage.setItem('optimizely-vuid', 'vuid_abc');
    const store = pendingEventStore(storage);
    for (let i = 0; i < 5; i++) store.set(`e${i}`, '{}');
    store.clear();
    expect(store.getKeys()).toEqual([]);
    expect([...storage.data.keys()]).toEqual(['optimizely-vuid']);
  });

  it('tolerates storage that refuses writes, and no storage at all', () => {
    const store = pendingEventStore(memoryStorage({ refuse: true }));
    expect(() => store.set('e1', '{}')).not.toThrow();
    expect(store.get('e1')).toBeUndefined();
    expect(store.getKeys()).toEqual([]);

    // A page without local storage at all (the default argument finds none).
    vi.stubGlobal('localStorage', undefined);
    try {
      const none = pendingEventStore();
      expect(() => none.set('e1', '{}')).not.toThrow();
      expect(none.get('e1')).toBeUndefined();
      expect(none.getKeys()).toEqual([]);
      expect(() => none.remove('e1')).not.toThrow();
      expect(() => none.clear()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
