import { describe, expect, it } from 'vitest';
import type { CatalogueId } from '../../../../contracts/errors/error-ids';
import { ApiError } from '../../api/api-error';
import { errorCatalogue } from '../../api/error-catalogue.generated';
import type { Cart } from '../../commerce/cart';
import { classifyCartFailure } from './add-to-cart-failure';

const apiError = (errorId: CatalogueId, message: string, status = 422) =>
  new ApiError('addCartItem', status, { errorDetails: [{ errorId, message }] }, errorCatalogue);

const cart = {
  id: 'bk1',
  items: [{ id: 'i1', productId: 'SKU1', masterId: 'STYLE', qty: 5, maxQty: 5 }],
} as unknown as Cart;

describe('classifyCartFailure', () => {
  it('ADDED_MAX_QUANTITY takes the max from the line in the cart', () => {
    expect(
      classifyCartFailure(apiError('ADDED_MAX_QUANTITY', 'at most 9'), cart, { productId: 'SKU1' }),
    ).toEqual({ kind: 'max-quantity', errorId: 'ADDED_MAX_QUANTITY', max: 5 });
  });
  it('without the line it reads the number in the server message, else leaves it unknown', () => {
    const ref = { productId: 'OTHER' };
    expect(
      classifyCartFailure(apiError('ADDED_MAX_QUANTITY', 'You can add at most 10'), cart, ref),
    ).toMatchObject({
      max: 10,
    });
    expect(classifyCartFailure(apiError('INV408', 'Too many'), null, ref)).toMatchObject({
      kind: 'max-quantity',
      max: undefined,
    });
  });
  it('item-level ids by their catalogue handling, reset ids, and the rest generic', () => {
    expect(classifyCartFailure(apiError('NO_PRICE', 'x'), null, {})).toEqual({
      kind: 'item',
      errorId: 'NO_PRICE',
    });
    expect(classifyCartFailure(apiError('INV700', 'x'), null, {})).toEqual({
      kind: 'item',
      errorId: 'INV700',
    });
    expect(classifyCartFailure(apiError('INVALID_CUSTOMER', 'x', 403), null, {})).toEqual({
      kind: 'cart-reset',
    });
    expect(classifyCartFailure(apiError('GEN500', 'x', 500), null, {})).toEqual({ kind: 'generic' });
    expect(classifyCartFailure(new Error('boom'), null, {})).toEqual({ kind: 'generic' });
  });
});
