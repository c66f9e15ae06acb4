import { describe, expect, it, vi } from 'vitest';
import { isVisitorId, newVisitorId, VISITOR_ID_KEY, visitorId } from './visitor-id';

/** A Storage whose writes are refused (full, or private mode), reads answer nothing. */
function refusingStorage(): Storage {
  return {
    length: 0,
    clear() {},
    key: () => null,
    getItem: () => null,
    removeItem() {},
    setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

describe('the visitor id (spec 001 section 9: vuid_, at most 32 characters)', () => {
  it('is vuid_ and lower-case hex, cut to 32 characters', () => {
    const id = newVisitorId();
    expect(id).toMatch(/^vuid_[0-9a-f]{27}$/);
    expect(id).toHaveLength(32);
    expect(newVisitorId()).not.toBe(id);
    // The uuid's dashes go and its letters are lower-cased; a short one is not padded.
    expect(newVisitorId(() => '3F9A-2C1E')).toBe('vuid_3f9a2c1e');
    expect(newVisitorId(() => 'ABCDEF01-2345-6789-ABCD-EF0123456789')).toBe(
      'vuid_abcdef0123456789abcdef01234',
    );
  });

  it('recognises only well-formed ids', () => {
    expect(isVisitorId('vuid_3f9a2c1e')).toBe(true);
    expect(isVisitorId(`vuid_${'a'.repeat(27)}`)).toBe(true);
    expect(isVisitorId(`vuid_${'a'.repeat(28)}`)).toBe(false);
    for (const bad of ['vuid_', 'vuid_ABC', 'VUID_abc', 'user-1', 'vuid_ab-c', '', null, undefined]) {
      expect(isVisitorId(bad)).toBe(false);
    }
  });

  it('is made once and kept in local storage under the key the SDK uses', () => {
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    const first = visitorId();
    expect(isVisitorId(first)).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(first);
    expect(visitorId()).toBe(first);
    expect(VISITOR_ID_KEY).toBe('optimizely-vuid');
  });

  it('keeps a valid stored id, even one it did not make', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'vuid_0123abc');
    expect(visitorId()).toBe('vuid_0123abc');
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe('vuid_0123abc');
  });

  it.each([
    ['an upper-case id', 'vuid_ABC123'],
    ['an id over 32 characters', `vuid_${'a'.repeat(28)}`],
    ['another scheme', 'user-42'],
    ['an empty value', ''],
  ])('replaces %s with a fresh id, and stores it', (_name, stored) => {
    localStorage.setItem(VISITOR_ID_KEY, stored);
    const id = visitorId();
    expect(id).not.toBe(stored);
    expect(id).toMatch(/^vuid_[0-9a-f]{27}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(visitorId()).toBe(id);
  });

  it('survives storage that refuses writes: the id lasts for the page only', () => {
    const storage = refusingStorage();
    const id = visitorId(storage);
    expect(isVisitorId(id)).toBe(true);
    // Nothing was kept, so the next call makes another id rather than failing.
    const again = visitorId(storage);
    expect(isVisitorId(again)).toBe(true);
    expect(again).not.toBe(id);
  });

  it('works on a page without local storage', () => {
    vi.stubGlobal('localStorage', undefined);
    try {
      expect(isVisitorId(visitorId())).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
