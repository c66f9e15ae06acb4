import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/common/error-envelope';
import { isoDateTime, upc } from '../../contracts/common/ids';
import { currencyCode } from '../../contracts/common/money';
import { SLUG_PATTERN } from '../../contracts/common/patterns';
import { contentUrl, mediaItem } from '../../contracts/entities/content-media';
import { variantAvailability } from '../../contracts/entities/product';
import { sku } from '../../contracts/entities/product-ids';
import { operations } from '../../contracts/registry/operations';
import { z } from '../../contracts/zod';
import { matchersFor } from './schema-matchers';
import { simulatorExamples } from './simulator-examples';
import { type BodyCase, type CaseOutcome, verifyBodies } from './verify-bodies';

/**
 * The templates through the real Pact machinery: a V4 pact recorded with the mock server, then the native
 * verifier against a local provider answering other bodies. One pact holds every case (one verifier run).
 */

// biome-ignore lint/suspicious/noExplicitAny: bodies are edited by path
type Loose = any;
const cartSchema = operations.getCart.response.body;

const media = z.object({ media: z.array(mediaItem) });
const mediaExample = {
  media: [
    { type: 'image', url: '/a.jpg', alt: 'A' },
    { type: 'video', url: 'https://v.example/a.mp4' },
  ],
};
const stock = z.object({
  variants: z.record(sku, z.object({ quantity: z.number().int().min(0), availability: variantAvailability })),
});
const stockExample = { variants: { NF0A5G2SJK3M: { quantity: 3, availability: 'inStock' } } };
const patterned = z.object({
  currency: currencyCode,
  link: contentUrl,
  upc,
  slug: z.string().regex(SLUG_PATTERN),
  code: z.string().regex(/^[a-z]{2}\d$/i),
  when: isoDateTime,
  ref: z.uuid(),
});
const patternedExample = {
  currency: 'USD',
  link: '/en-us/c/jackets',
  upc: '196000000024',
  slug: 'mens-summit-down-jacket',
  code: 'ab1',
  when: '2026-11-22T10:15:00.000Z',
  ref: '123e4567-e89b-12d3-a456-426614174000',
};
const amounts = z.object({ price: z.number(), qty: z.number().int(), note: z.string().nullable() });

/** The simulator's cart with other ids, names, prices and list lengths, still fitting the contract. */
function otherCart(cart: Loose): Loose {
  const [, second] = cart.items;
  const line = {
    ...second,
    id: 'line-9',
    productId: 'OTHER0001XL',
    name: 'Another name',
    qty: 7,
    price: { ...second.price, original: 99.99, current: 99.99, rowTotal: 699.93 },
    attributes: [...second.attributes, { name: 'fit', value: 'relaxed' }],
    shippingOptions: second.shippingOptions.slice(0, 2),
  };
  const { orderPromotions: _, ...rest } = cart;
  return {
    ...rest,
    id: 'cart-other-1',
    currency: 'CAD',
    totalItems: 7,
    totals: { ...cart.totals, total: 699.93, totalDiscount: 0, itemTotal: 700 },
    items: [line],
  };
}

describe('matchersFor with the Pact mock server and verifier', () => {
  let cart: Loose;
  let cartNotFound: Loose;
  let outcomes: Map<string, CaseOutcome>;
  const outcome = (name: string) => outcomes.get(name) as CaseOutcome;
  const paths = (name: string) => outcome(name).mismatches.map((m) => m.path);

  beforeAll(async () => {
    ({ cart, cartNotFound } = await simulatorExamples());
    const cartTemplate = matchersFor(cartSchema, cart);
    const errorTemplate = matchersFor(errorEnvelope, cartNotFound);
    const wrongType = structuredClone(cart);
    wrongType.items[1].price.current = '229.00';
    const missingKey = structuredClone(cart);
    delete missingKey.items[0].qty;
    const error = (errorId: string) => ({
      errorDetails: [{ errorId, message: 'Basket gone' }],
      appId: 'bot-1',
      correlationId: 'corr-other',
    });
    const [image, video] = mediaExample.media as [Loose, Loose];
    const cases: BodyCase[] = [
      { name: 'cart-other-values', template: cartTemplate, providerBody: otherCart(cart) },
      { name: 'cart-wrong-type', template: cartTemplate, providerBody: wrongType },
      { name: 'cart-missing-key', template: cartTemplate, providerBody: missingKey },
      { name: 'error-other-values', template: errorTemplate, providerBody: error('BSK404') },
      { name: 'error-wrong-id', template: errorTemplate, providerBody: error('ORD404') },
      {
        name: 'media-mixed',
        template: matchersFor(media, mediaExample),
        providerBody: {
          media: [{ ...video, url: 'https://o.example/b.m3u8' }, { ...image, url: '/b.png' }, image],
        },
      },
      {
        name: 'media-one-kind',
        template: matchersFor(media, mediaExample),
        providerBody: { media: [image] },
      },
      {
        name: 'stock-other-keys',
        template: matchersFor(stock, stockExample),
        providerBody: {
          variants: {
            AB12CD34EF: { quantity: 0, availability: 'outOfStock' },
            ZZ99ZZ99ZZ: stockExample.variants.NF0A5G2SJK3M,
          },
        },
      },
      {
        name: 'stock-wrong-type',
        template: matchersFor(stock, stockExample),
        providerBody: { variants: { AB12CD34EF: { quantity: '3', availability: 'inStock' } } },
      },
      {
        name: 'patterns-other-values',
        template: matchersFor(patterned, patternedExample),
        providerBody: {
          currency: 'CAD',
          link: 'https://www.example.com/any/path',
          upc: '01234567890123',
          slug: 'b-c-d',
          code: 'XY7',
          when: '2031-01-02T03:04:05+01:00',
          ref: '00000000-0000-0000-0000-000000000000',
        },
      },
      {
        name: 'patterns-broken',
        template: matchersFor(patterned, patternedExample),
        providerBody: {
          currency: 'USD\n',
          link: 'ftp://files.example.com',
          upc: '١٩٦٠٠٠٠٠٠٠٢٤', // Arabic-Indic digits: Oniguruma's \d takes them, JavaScript's does not
          slug: 'Mens Jacket',
          code: 'ab',
          when: '2031-13-02T03:04:05Z',
          ref: 'not-a-uuid',
        },
      },
      {
        name: 'amounts-whole-and-null',
        template: matchersFor(amounts, { price: 60.5, qty: 2, note: 'x' }),
        providerBody: { price: 60, qty: 3, note: null },
      },
      {
        name: 'amounts-wrong',
        template: matchersFor(amounts, { price: 60.5, qty: 2, note: null }),
        providerBody: { price: '60', qty: 2.5 },
      },
      // Why not `decimal`: evidence that the verifier refuses a whole number for it.
      { name: 'decimal-whole', template: { price: MatchersV3.decimal(60.5) }, providerBody: { price: 60 } },
    ];
    outcomes = await verifyBodies(cases);
  }, 60_000);

  it('verifies a cart with other ids, names, prices and list lengths', () => {
    expect(cartSchema.safeParse(otherCart(cart)).success).toBe(true);
    expect(outcome('cart-other-values').mismatches).toEqual([]);
  });

  it('has the mock server answer a body that still fits the contract', () => {
    expect(cartSchema.safeParse(outcome('cart-other-values').mockBody).success).toBe(true);
    expect(errorEnvelope.safeParse(outcome('error-other-values').mockBody).success).toBe(true);
  });

  it('fails a wrong type at a nested path, in any list element', () => {
    expect(paths('cart-wrong-type')).toEqual(['$.items[1].price.current']);
  });

  it('fails a missing required key', () => {
    const [mismatch] = outcome('cart-missing-key').mismatches;
    expect(mismatch?.path).toBe('$.items[0]');
    expect(mismatch?.mismatch).toMatch(/missing the following keys: qty/);
  });

  it('verifies another message, correlation id and appId but fails another error id', () => {
    expect(outcome('error-other-values').mismatches).toEqual([]);
    expect(paths('error-wrong-id')).toEqual(['$.errorDetails[0].errorId']);
  });

  it('verifies a list of mixed kinds in any order and length, but wants each example kind present', () => {
    expect(outcome('media-mixed').mismatches).toEqual([]);
    expect(paths('media-one-kind')).toEqual(['$.media']);
  });

  it('verifies a record with other keys and fails a value of the wrong type', () => {
    expect(outcome('stock-other-keys').mismatches).toEqual([]);
    expect(paths('stock-wrong-type')).toEqual(['$.variants.AB12CD34EF.quantity']);
  });

  it('compiles the rewritten patterns in the verifier: other valid values pass, invalid ones fail', () => {
    expect(outcome('patterns-other-values').mismatches).toEqual([]);
    expect(paths('patterns-broken').sort()).toEqual(
      ['$.code', '$.currency', '$.link', '$.ref', '$.slug', '$.upc', '$.when'].sort(),
    );
    for (const m of outcome('patterns-broken').mismatches) expect(m.mismatch).toMatch(/to match/);
  });

  it('takes a whole number for a decimal amount (number, not decimal), and leaves nullable keys out', () => {
    expect(outcome('amounts-whole-and-null').mismatches).toEqual([]);
    expect(paths('amounts-wrong').sort()).toEqual(['$.price', '$.qty']);
    expect(outcome('decimal-whole').mismatches[0]?.mismatch).toMatch(/to be a decimal number/);
  });
});
