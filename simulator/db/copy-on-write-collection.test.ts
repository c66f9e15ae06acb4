import { describe, expect, it } from 'vitest';
import { z } from '../../contracts/zod';
import { copyOnWrite, emptyCollection, sharedCollection } from './copy-on-write-collection';

const item = z.object({ id: z.string(), quantity: z.number().int() });
const seed = () => [
  { id: 'a', quantity: 1 },
  { id: 'b', quantity: 2 },
];

describe('copy-on-write collections', () => {
  it('read the shared records until the first write, which copies them into that view only', async () => {
    const shared = await sharedCollection(item, seed);
    const one = copyOnWrite(shared);
    const other = copyOnWrite(shared);
    expect(one.findFirst((q) => q.where({ id: 'a' }))).toBe(shared.collection.findFirst());

    await one.update((q) => q.where({ id: 'a' }), { data: (d) => void Object.assign(d, { quantity: 9 }) });
    await one.create({ id: 'c', quantity: 3 });
    one.delete((q) => q.where({ id: 'b' }));

    expect(one.all().map((r) => [r.id, r.quantity])).toEqual([
      ['a', 9],
      ['c', 3],
    ]);
    expect(other.all().map((r) => [r.id, r.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(copyOnWrite(shared).count()).toBe(2);
    expect(shared.collection.all().map((r) => r.quantity)).toEqual([1, 2]);
  });

  it('keeps the seed order and lets a record read before the copy still update itself', async () => {
    const shared = await sharedCollection(item, seed);
    const view = copyOnWrite(shared);
    const before = view.findFirst((q) => q.where({ id: 'b' }));
    if (!before) throw new Error('seeded record missing');
    await view.update(before, { data: (d) => void Object.assign(d, { quantity: 5 }) });
    expect(view.all().map((r) => [r.id, r.quantity])).toEqual([
      ['a', 1],
      ['b', 5],
    ]);
    expect(before.quantity).toBe(2);
  });

  it('freezes the shared records, so changing one outside an update throws', async () => {
    const shared = await sharedCollection(item, seed);
    const record = copyOnWrite(shared).findFirst((q) => q.where({ id: 'a' }));
    expect(() => {
      (record as { quantity: number }).quantity = 7;
    }).toThrow(TypeError);
  });

  it('refuses a synchronous first write to a seeded collection rather than write to the shared one', async () => {
    const shared = await sharedCollection(item, seed);
    expect(() => copyOnWrite(shared).delete((q) => q.where({ id: 'a' }))).toThrow(/first write/);
    expect(shared.collection.count()).toBe(2);
  });

  it('gives each empty collection its own records from any first write, sync or async', async () => {
    const one = emptyCollection(item);
    const other = emptyCollection(item);
    await one.create({ id: 'x', quantity: 1 });
    expect(one.count()).toBe(1);
    expect(other.count()).toBe(0);
    expect(other.delete((q) => q.where({ id: 'x' }))).toBeUndefined();
    await other.create({ id: 'y', quantity: 2 });
    expect(one.all().map((r) => r.id)).toEqual(['x']);
    expect(emptyCollection(item).all()).toEqual([]);
  });
});
