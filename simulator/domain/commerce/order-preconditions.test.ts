import { describe, expect, it } from 'vitest';
import { cart } from './cart-facts.test-helpers';
import { emptyCartFailure, missingShippingAddressFailure } from './order-preconditions';

describe('the preconditions prepare and place share', () => {
  it('refuses an empty cart with the one message', () => {
    expect(emptyCartFailure({ lines: [] })).toEqual({
      ok: false,
      errorId: 'SOME_PRODUCTS_NO_INVENTORY',
      message: 'Your cart is empty.',
    });
    expect(emptyCartFailure(cart)).toBeUndefined();
  });

  it('asks for a shipping address only when a line ships to one', () => {
    const { shippingAddress: _none, ...noAddress } = cart;
    expect(missingShippingAddressFailure(noAddress)).toMatchObject({
      errorId: 'ADDRESS_NOT_FOUND',
      message: 'Please enter a shipping address.',
    });
    const pickup = noAddress.lines.map((l) => ({
      ...l,
      delivery: { code: 'pickup' as const, storeId: 's1' },
    }));
    expect(missingShippingAddressFailure({ ...noAddress, lines: pickup })).toBeUndefined();
  });
});
