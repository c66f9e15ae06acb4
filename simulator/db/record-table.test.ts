import { describe, expect, it } from 'vitest';
import { z } from '../../contracts/zod';
import { RecordTable } from './record-table';

const line = z.object({
  sku: z.string().min(1),
  qty: z.number().int().min(1),
  note: z.string().trim().optional(),
});
const basket = z.object({ id: z.string().min(1), lines: z.array(line), coupon: z.string().optional() });
type Basket = z.infer<typeof basket>;

const basketOf = (id: string, qty = 1): Basket => ({ id, lines: [{ sku: 'A', qty }] });

describe('RecordTable', () => {
  it('lists records in insertion order; a replaced record keeps its place, a deleted one leaves', () => {
    const table = new RecordTable(basket, 'id');
    expect(table.size).toBe(0);
    expect(table.values()).toEqual([]);
    for (const id of ['b1', 'b2', 'b3']) table.set(basketOf(id));
    table.set(basketOf('b1', 5));
    expect(table.values().map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    expect(table.get('b1')?.lines[0]?.qty).toBe(5);
    expect(table.delete('b2')).toBe(true);
    expect(table.delete('b2')).toBe(false);
    expect(table.size).toBe(2);
    table.set(basketOf('b2'));
    expect(table.values().map((b) => b.id)).toEqual(['b1', 'b3', 'b2']);
    expect(table.find((b) => b.id !== 'b1')?.id).toBe('b3');
    expect(table.filter((b) => b.id !== 'b3').map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(table.get('nope')).toBeUndefined();
  });

  it('stores the written record deep-frozen and hands out that same object, a new one per write', () => {
    const table = new RecordTable(basket, 'id');
    const written = basketOf('b1');
    const stored = table.set(written);
    expect(stored).toBe(written);
    expect(table.get('b1')).toBe(stored);
    expect(Object.isFrozen(stored) && Object.isFrozen(stored.lines) && Object.isFrozen(stored.lines[0])).toBe(
      true,
    );
    expect(() => {
      stored.lines.push({ sku: 'B', qty: 1 });
    }).toThrow(TypeError);
    const next = table.set({ ...stored, coupon: 'SAVE' });
    expect(next).not.toBe(stored);
    expect(table.get('b1')).toBe(next);
    expect(stored.coupon).toBeUndefined();
  });

  it('keeps the stored record, and so its identity, when a write changes nothing', () => {
    const table = new RecordTable(basket, 'id');
    const stored = table.set(basketOf('b1'));
    expect(table.set({ ...stored, lines: stored.lines.map((l) => ({ ...l })) })).toBe(stored);
    expect(table.set(basketOf('b1'))).toBe(stored);
    // Any difference, a key added or gone included, stores the new record.
    expect(table.set(basketOf('b1', 2))).not.toBe(stored);
    const withCoupon = table.set({ ...basketOf('b1'), coupon: 'SAVE' });
    expect(table.set(basketOf('b1'))).not.toBe(withCoupon);
    expect(table.get('b1')?.coupon).toBeUndefined();
  });

  it('refuses a record its schema rejects, naming the field, and keeps the previous one', () => {
    const table = new RecordTable(basket, 'id', true);
    const first = table.set(basketOf('b1'));
    expect(() => table.set(basketOf('b1', 0))).toThrow(/b1 at lines\.0\.qty/);
    expect(table.get('b1')).toBe(first);
  });

  it('refuses a record its schema would change (an unknown key, a trimmed value): it is stored as written', () => {
    const table = new RecordTable(basket, 'id', true);
    expect(() => table.set({ ...basketOf('b1'), extra: 1 } as Basket)).toThrow(
      /changed by its schema at extra/,
    );
    expect(() => table.set({ id: 'b1', lines: [{ sku: 'A', qty: 1, note: ' hi ' }] })).toThrow(
      /at lines\.0\.note/,
    );
    expect(table.set({ id: 'b1', lines: [{ sku: 'A', qty: 1, note: 'hi' }], coupon: undefined }).id).toBe(
      'b1',
    );
  });

  it('checks nothing when not validating (a production build)', () => {
    const table = new RecordTable(basket, 'id', false);
    expect(table.set(basketOf('b1', 0)).lines[0]?.qty).toBe(0);
  });
});
