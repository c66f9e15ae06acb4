import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { deepStrict } from './deep-strict';

const address = z.object({ line1: z.string() });
const body = z
  .object({
    qty: z.number().default(1),
    address: address.optional(),
    lines: z.array(z.object({ sku: z.string() })),
    either: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]).optional(),
    extras: z.looseObject({ k: z.string() }).optional(),
  })
  .refine((b) => b.qty < 10, { message: 'too many', path: ['qty'] });

describe('deepStrict', () => {
  const strict = deepStrict(body);
  const ok = { lines: [{ sku: 's' }] };

  it('refuses unknown keys at every level: top, optional, array items, union branches', () => {
    const unknownAt = (value: unknown) => strict.safeParse(value).error?.issues.map((i) => i.code);
    expect(unknownAt({ ...ok, quantity: 3 })).toEqual(['unrecognized_keys']);
    expect(unknownAt({ ...ok, address: { line1: 'x', line2: 'y' } })).toEqual(['unrecognized_keys']);
    expect(unknownAt({ lines: [{ sku: 's', size: 'M' }] })).toEqual(['unrecognized_keys']);
    expect(strict.safeParse({ ...ok, either: { a: 'x', c: 1 } }).success).toBe(false);
  });

  it('keeps defaults, refinements and deliberately open objects', () => {
    expect(strict.parse(ok)).toMatchObject({ qty: 1 });
    expect(strict.safeParse({ ...ok, qty: 12 }).error?.issues[0]?.message).toBe('too many');
    expect(strict.safeParse({ ...ok, extras: { k: 'v', other: 1 } }).success).toBe(true);
  });

  it('leaves the original schema as it was, and gives the same copy twice', () => {
    expect(body.safeParse({ ...ok, quantity: 3 }).success).toBe(true);
    expect(address.safeParse({ line1: 'x', line2: 'y' }).success).toBe(true);
    expect(deepStrict(body)).toBe(strict);
  });
});
