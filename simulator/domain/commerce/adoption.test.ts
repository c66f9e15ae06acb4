import { describe, expect, it } from 'vitest';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { mergeCarts } from './cart-merge';

const line = (id: string, sku: string, qty: number, maxQty = 999_999): CartLineRecord =>
  ({
    id,
    sku,
    qty,
    maxQty,
    delivery: { code: 'me' },
    codes: [],
    available: true,
  }) as unknown as CartLineRecord;
const cart = (lines: CartLineRecord[], coupons: string[] = []): CartRecord =>
  ({
    lines,
    coupons: coupons.map((code) => ({ code, couponItemId: `c-${code}` })),
    customerNotifications: [],
    checkout: 'OPEN',
  }) as unknown as CartRecord;

describe('mergeCarts', () => {
  it('adds quantities of the same sku, capped at the max, and appends the rest', () => {
    const merged = mergeCarts(
      cart([line('a', 'S1', 2), line('b', 'S2', 4, 5)]),
      cart([line('x', 'S1', 3), line('y', 'S2', 3), line('z', 'S3', 1)]),
    );
    expect(merged.lines.map((l) => [l.sku, l.qty])).toEqual([
      ['S1', 5],
      ['S2', 5],
      ['S3', 1],
    ]);
  });
  it('keeps coupons once and notes the merge', () => {
    const merged = mergeCarts(cart([], ['SPRING20']), cart([], ['SPRING20', 'TAKE10']));
    expect(merged.coupons.map((c) => c.code)).toEqual(['SPRING20', 'TAKE10']);
    expect(merged.customerNotifications).toEqual([expect.objectContaining({ code: 'CART_ITEMS_MERGED' })]);
  });
});
