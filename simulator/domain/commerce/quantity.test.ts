import { describe, expect, it } from 'vitest';
import { isFailure } from '../failure';
import { maxQtyFor, quantityToAdd, quantityToSet } from './quantity';

const plenty = { maxQty: 999_999, stock: 1000 };

describe('quantity rules', () => {
  it('has a default max of 999999 and lower ones for digital and made-to-order items', () => {
    expect(maxQtyFor({ isDigital: false, isCustoms: false })).toBe(999_999);
    expect(maxQtyFor({ isDigital: true, isCustoms: false })).toBe(10);
    expect(maxQtyFor({ isDigital: false, isCustoms: true })).toBe(5);
  });

  it('adds to the existing quantity', () => {
    expect(quantityToAdd(2, 3, plenty)).toEqual({ qty: 5, codes: [] });
  });

  it('caps at the max with ProductItemMaxQuantity, then refuses with the max in the message', () => {
    expect(quantityToAdd(8, 5, { maxQty: 10, stock: 100 })).toEqual({
      qty: 10,
      codes: ['ProductItemMaxQuantity'],
    });
    const refused = quantityToAdd(10, 1, { maxQty: 10, stock: 100 });
    expect(refused).toMatchObject({ ok: false, errorId: 'ADDED_MAX_QUANTITY' });
    expect(isFailure(refused) ? refused.message : '').toContain('10');
  });

  it('reduces to the stock with ProductLineItemInventoryMissing', () => {
    expect(quantityToAdd(0, 5, { maxQty: 999_999, stock: 3 })).toEqual({
      qty: 3,
      codes: ['ProductLineItemInventoryMissing'],
    });
  });

  it('answers INV700 when nothing is in stock and INV406 when only this variant is out', () => {
    expect(quantityToAdd(0, 1, { maxQty: 10, stock: 0 })).toMatchObject({ errorId: 'INV700' });
    expect(quantityToAdd(0, 1, { maxQty: 10, stock: 0, otherVariantsInStock: true })).toMatchObject({
      errorId: 'INV406',
    });
    expect(quantityToAdd(3, 1, { maxQty: 10, stock: 3 })).toMatchObject({ errorId: 'INV406' });
  });

  it('refuses to set a quantity over the max with INV408 naming it', () => {
    const r = quantityToSet(11, { maxQty: 10, stock: 100 });
    expect(r).toMatchObject({ ok: false, errorId: 'INV408' });
    expect(isFailure(r) ? r.message : '').toContain('10');
    expect(quantityToSet(7, { maxQty: 10, stock: 4 })).toEqual({
      qty: 4,
      codes: ['ProductLineItemInventoryMissing'],
    });
  });
});
