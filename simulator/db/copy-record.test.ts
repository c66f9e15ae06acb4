import { describe, expect, it } from 'vitest';
import { copyRecord } from './copy-record';

describe('copyRecord', () => {
  it('copies nested objects and arrays without sharing them', () => {
    const record = {
      id: 'c1',
      items: [{ sku: 'A', qty: 1, tags: ['x'] }],
      totals: { total: 10 },
      note: null,
    };
    const copy = copyRecord(record);
    expect(copy).toEqual(record);
    const [line] = copy.items;
    if (!line) throw new Error('the copy lost its line');
    line.qty = 2;
    line.tags.push('y');
    copy.totals.total = 0;
    expect(record).toEqual({
      id: 'c1',
      items: [{ sku: 'A', qty: 1, tags: ['x'] }],
      totals: { total: 10 },
      note: null,
    });
  });

  it('keeps undefined values and primitives as they are', () => {
    expect(copyRecord({ a: undefined, b: 0, c: '', d: false })).toEqual({
      a: undefined,
      b: 0,
      c: '',
      d: false,
    });
    expect(copyRecord(5)).toBe(5);
  });

  it('copies other objects (a Date) through structuredClone', () => {
    const at = new Date('2026-11-22T00:00:00Z');
    const copy = copyRecord({ at });
    expect(copy.at).toEqual(at);
    expect(copy.at).not.toBe(at);
  });
});
