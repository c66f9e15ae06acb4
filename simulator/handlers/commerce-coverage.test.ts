import { describe, expect, it } from 'vitest';
import { cartOperations } from '../../contracts/operations/cart';
import { cartPaymentOperations } from '../../contracts/operations/cart-payments';
import { checkoutOperations } from '../../contracts/operations/checkout';
import { wishlistsOperations } from '../../contracts/operations/wishlists';
import { cartHandlers } from './cart';
import { cartPaymentHandlers } from './cart-payments';
import { checkoutHandlers } from './checkout';
import { wishlistsHandlers } from './wishlists';

const ids = (ops: object) => Object.keys(ops).sort();

describe('commerce handlers', () => {
  it('implement every operation of their contract files, and nothing else', () => {
    expect(ids(cartHandlers)).toEqual(ids(cartOperations));
    expect(ids(cartPaymentHandlers)).toEqual(ids(cartPaymentOperations));
    expect(ids(checkoutHandlers)).toEqual(ids(checkoutOperations));
    expect(ids(wishlistsHandlers)).toEqual(ids(wishlistsOperations));
  });
});
