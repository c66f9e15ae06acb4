import { describe, expect, it } from 'vitest';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import { ApiError } from '../api/api-error';
import { errorCatalogue } from '../api/error-catalogue.generated';
import type { Cart } from './cart';
import { linesToReAdd, recoveryFor, snapshotOf } from './cart-recovery';

const error = (errorId: CatalogueId, status: number) =>
  new ApiError('getCart', status, { errorDetails: [{ errorId, message: errorId }] }, errorCatalogue);

describe('cart recovery', () => {
  it('reads the handling from the error catalogue', () => {
    expect(recoveryFor(error('CART_NOT_FOUND', 404))).toEqual({ kind: 'recreate' });
    expect(recoveryFor(error('BSK404', 404))).toEqual({ kind: 'recreate' });
    expect(recoveryFor(error('INVALID_CUSTOMER', 403))).toEqual({ kind: 'reset', reloadAfterMs: 4000 });
    expect(recoveryFor(error('AUT498', 403))).toEqual({ kind: 'reset', reloadAfterMs: 4000 });
    expect(recoveryFor(error('PRM130', 400))).toBeNull();
    expect(recoveryFor(new Error('x'))).toBeNull();
  });

  it('snapshots the lines to re-add (no bonus lines, store deliveries with their store)', () => {
    const cart = {
      id: 'bk1',
      items: [
        { id: 'a', productId: 'SKU1', qty: 2, recipeId: 'rcp-1', shippingOptions: [] },
        {
          id: 'b',
          productId: 'SKU2',
          qty: 1,
          shippingOptions: [
            {
              selected: true,
              available: true,
              shippingMethod: { code: 'pickup' },
              storeInfo: { id: '0412' },
            },
          ],
        },
        { id: 'gwp-1', productId: 'GIFT', qty: 1, bonus: true },
      ],
    } as unknown as Cart;
    const snapshot = snapshotOf(cart);
    expect(snapshot).toEqual({
      cartId: 'bk1',
      lines: [
        { productId: 'SKU1', qty: 2, recipeId: 'rcp-1' },
        { productId: 'SKU2', qty: 1, shippingMethod: 'pickup', storeId: '0412' },
      ],
    });
    expect(linesToReAdd(snapshot, 'bk1')).toHaveLength(2);
    expect(linesToReAdd(snapshot, 'bk-other')).toEqual([]);
  });
});
