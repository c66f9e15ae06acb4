import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/common/error-envelope';
import { mediaItem } from '../../contracts/entities/content-media';
import { flashEntry } from '../../contracts/entities/flash';
import { variantAvailability } from '../../contracts/entities/product';
import { sku } from '../../contracts/entities/product-ids';
import { operations } from '../../contracts/registry/operations';
import { z } from '../../contracts/zod';
import { matchersFor } from './schema-matchers';
import { simulatorExamples } from './simulator-examples';

const { arrayContaining, eachKeyMatches, eachValueMatches, equal, integer, like, number, regex } = MatchersV3;
const cartSchema = operations.getCart.response.body;

// biome-ignore lint/suspicious/noExplicitAny: templates are read by path in assertions
type Loose = any;

describe('matchersFor on simulator answers', () => {
  let cart: Loose;
  let cartNotFound: Loose;
  beforeAll(async () => {
    ({ cart, cartNotFound } = await simulatorExamples());
  });

  it('gives a cart eachLike lists, integer counts, number amounts, a regex currency and type ids', () => {
    const t: Loose = matchersFor(cartSchema, cart);
    expect(cart.items.length).toBeGreaterThan(1);
    expect(t.items).toMatchObject({ 'pact:matcher:type': 'type', min: 1 });
    expect(t.items.value).toHaveLength(1);
    expect(t.items.value[0].qty).toEqual(integer(cart.items[0].qty));
    expect(t.items.value[0].price.current).toEqual(number(cart.items[0].price.current));
    expect(t.totals.total).toEqual(number(cart.totals.total));
    expect(t.currency).toEqual(regex('\\A[A-Z]{3}\\z', cart.currency));
    expect(t.id).toEqual(like(cart.id));
  });

  it('leaves out the keys the cart schema makes optional', () => {
    const t: Loose = matchersFor(cartSchema, cart);
    expect(cart.orderPromotions).toBeDefined();
    expect(cart.items[0].name).toBeDefined();
    expect(Object.keys(t).sort()).toEqual(['currency', 'id', 'items', 'totalItems', 'totals']);
    expect(Object.keys(t.items.value[0]).sort()).toEqual([
      'available',
      'id',
      'maxQty',
      'price',
      'productId',
      'qty',
    ]);
  });

  it('keeps the error id of an error envelope exact and leaves the optional appId out', () => {
    const t: Loose = matchersFor(errorEnvelope, cartNotFound);
    expect(t.errorDetails.value[0]).toEqual({
      errorId: equal('BSK404'),
      message: like(cartNotFound.errorDetails[0].message),
    });
    expect(Object.keys(t).sort()).toEqual(['correlationId', 'errorDetails']);
  });
});

describe('matchersFor on hand-made schemas', () => {
  it('leaves out optional, defaulted, nullable and undeclared keys, and keeps required ones', () => {
    const schema = z.object({
      a: z.string(),
      b: z.string().optional(),
      c: z.string().default('x'),
      d: z.string().nullable(),
      e: z.string().nullish(),
      f: z.unknown(),
    });
    const t = matchersFor(schema, { a: '1', b: '2', c: '3', d: null, e: '5', f: 6, extra: 7 });
    expect(t).toEqual({ a: like('1') });
  });

  it('keeps flash codes and literals exact and turns other enums into alternatives', () => {
    const example = {
      code: 'ProductItemMaxQuantity',
      details: { action: 'QUANTITY_REDUCED', maxQty: 3 },
      message: 'Only 3 left',
    };
    const t: Loose = matchersFor(flashEntry, example);
    expect(t.code).toEqual(equal('ProductItemMaxQuantity'));
    expect(t.details).toEqual({
      action: regex(expect.stringContaining('|QUANTITY_REDUCED|'), 'QUANTITY_REDUCED'),
    });
    expect(matchersFor(z.object({ v: z.literal(2) }), { v: 2 })).toEqual({ v: equal(2) });
    expect(matchersFor(z.literal(['a', 'b.c']), 'a')).toEqual(regex('\\A(?:a|b\\.c)\\z', 'a'));
  });

  it('turns lists of codes and of union kinds into arrayContaining, one variant per element', () => {
    const codes = z.array(flashEntry.shape.code);
    expect(matchersFor(codes, ['PickupToSth', 'StsToSth'])).toEqual(
      arrayContaining(equal('PickupToSth'), equal('StsToSth')),
    );
    const media = [
      { type: 'image', url: '/a.jpg', alt: 'A' },
      { type: 'video', url: 'https://v.example/a.mp4' },
    ];
    const t: Loose = matchersFor(z.array(mediaItem), media);
    expect(t['pact:matcher:type']).toBe('arrayContains');
    expect(t.variants.map((v: Loose) => v.type)).toEqual([equal('image'), equal('video')]);
  });

  it('accepts any array for an empty example', () => {
    expect(matchersFor(z.array(z.object({ n: z.number() })), [])).toEqual(like([]));
  });

  it('follows the union option the example parses with', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), n: z.number().int() }),
      z.object({ s: z.string() }),
    ]);
    expect(matchersFor(schema, { s: 'x' })).toEqual({ s: like('x') });
    expect(matchersFor(schema, { kind: 'a', n: 1 })).toEqual({ kind: equal('a'), n: integer(1) });
  });

  it('checks record values by the first value, or keys only when values may differ in type', () => {
    const stock = z.record(sku, z.object({ quantity: z.number().int(), availability: variantAvailability }));
    const example = { NF0A5G2SJK3M: { quantity: 3, availability: 'inStock' } };
    expect(matchersFor(stock, example)).toEqual(eachValueMatches(example, like(example.NF0A5G2SJK3M)));
    const counts = { a: 1, b: 2 };
    expect(matchersFor(z.record(z.string(), z.number().int()), counts)).toEqual(
      eachValueMatches(counts, integer(1)),
    );
    const tags = { size: 'M', count: 2 };
    const mixed = z.record(z.string(), z.union([z.string(), z.number()]));
    expect(matchersFor(mixed, tags)).toEqual(eachKeyMatches(tags, like('size')));
    expect(matchersFor(mixed, {})).toEqual(like({}));
  });

  it('walks the wire side of a pipe: the input, or the output after a preprocess', () => {
    expect(matchersFor(z.string().transform(Number), '12')).toEqual(like('12'));
    const trimmed = z.preprocess((v) => v, z.object({ n: z.number().int() }));
    expect(matchersFor(trimmed, { n: 4 })).toEqual({ n: integer(4) });
  });

  it('uses a regex for patterned strings and a type matcher when the pattern has no rewrite', () => {
    expect(matchersFor(z.uuid(), '123e4567-e89b-12d3-a456-426614174000')).toMatchObject({
      'pact:matcher:type': 'regex',
    });
    expect(matchersFor(z.string().regex(/(?<=a+)b$/), 'aab')).toEqual(like('aab'));
    expect(matchersFor(z.string().min(1), 'x')).toEqual(like('x'));
  });

  it('throws, naming the path, when the example does not fit the schema', () => {
    const schema = z.object({ items: z.array(z.object({ qty: z.number().int() })) });
    expect(() => matchersFor(schema, { items: [{ qty: 1 }, {}] })).toThrow(/\$\.items\[1\]\.qty/);
    expect(() => matchersFor(schema, { items: [{ qty: 'one' }] })).toThrow(/\$\.items\[0\]\.qty/);
    expect(() => matchersFor(z.object({ 'a-b': z.string() }), {})).toThrow(/\$\["a-b"\]/);
  });
});
