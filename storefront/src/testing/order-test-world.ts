import type { Address } from '../../../contracts/entities/address';
import { SHOPPER_ADDRESS } from '../../../simulator/testing/shopper-address';
import { testCard } from '../../../simulator/testing/test-card';
import type { Cart } from '../commerce/cart';
import '../api/checkout-operations';
import type { TestSimulator } from './simulator-server';
import { testCommerce } from './test-commerce';

/** For tests: the jacket the scenarios use (229.00, in stock at home). */
export const JACKET = 'SPJK0001BLKM';
export const HOME: Address = SHOPPER_ADDRESS;

/** The test cards, tokenised (the simulator tells them apart by BIN and last four). */
export const TEST_CARDS = {
  authorising: testCard('411111', '1111'),
  challenge: testCard('400000', '3220'),
  declined: testCard('400000', '0002'),
  fraud: testCard('400000', '0119'),
};

/**
 * For tests: a commerce adapter whose cart is ready to place (a jacket, home address, billing, paid by
 * `card`), built with the real calls a shopper's checkout makes.
 */
export async function readyToPlace(
  sim: TestSimulator,
  card: keyof typeof TEST_CARDS = 'authorising',
  commerce = testCommerce(sim),
  line: { storeId?: string; shippingMethod?: 'pickup' | 'sts'; qty?: number } = {},
): Promise<{ commerce: ReturnType<typeof testCommerce>; cart: Cart }> {
  const { call } = commerce.deps;
  const created = await call('createCart', { body: {} });
  commerce.deps.session.set((s) => ({ ...s, basketId: created.id }));
  const basketId = created.id;
  await call('addCartItem', { body: { cartId: basketId, productId: JACKET, qty: 1, ...line } });
  await call('setShippingAddress', { params: { basketId }, body: HOME });
  await call('setBillingAddress', { params: { basketId }, body: HOME });
  await call('addPaymentInstrument', { params: { basketId }, body: TEST_CARDS[card] });
  const cart = await call('getCart', {
    params: { basketId },
    query: { expand: 'shippingMethods,promoSummary' },
  });
  return { commerce, cart };
}

/**
 * For tests: the same shopper orders a store's last `qty` jackets for pickup from a second cart (the real
 * way a store runs out between a cart and its order).
 */
export async function buyOutStore(
  commerce: ReturnType<typeof testCommerce>,
  storeId: string,
  qty: number,
): Promise<void> {
  const { call } = commerce.deps;
  const other = await call('createCart', { body: {} });
  await call('addCartItem', {
    body: { cartId: other.id, productId: JACKET, qty, storeId, shippingMethod: 'pickup' },
  });
  await call('setBillingAddress', { params: { basketId: other.id }, body: HOME });
  await call('addPaymentInstrument', {
    params: { basketId: other.id },
    body: TEST_CARDS.authorising,
  });
  await call('placeOrder', {
    body: { recaptcha_response: 'bot-check-ok', cartId: other.id, paymentMethod: { code: 'CREDIT_CARD' } },
  });
}
