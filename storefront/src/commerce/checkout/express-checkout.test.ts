import { afterEach, describe, expect, it } from 'vitest';
import { JACKET } from '../../testing/order-test-world';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { emptySession } from '../session-state';
import { checkoutCommerce } from './checkout-commerce';
import { expressCheckoutOffered, runExpressCheckout } from './express-checkout';
import { ORDER_STORAGE_KEY } from './order';

const sim = useTestSimulator();

afterEach(() => localStorage.removeItem(ORDER_STORAGE_KEY));

/** A signed-in shopper with a jacket in a fresh cart (home delivery, or picked up at `storeId`). */
async function signedInWithCart(email: string, storeId?: string) {
  const commerce = testCommerce(sim);
  const outcome = await commerce.session.signIn(email, 'Trail2026!');
  expect(outcome.session.consumerType).not.toBe('GUEST');
  const cart = await commerce.cart.addItem({
    productId: JACKET,
    ...(storeId ? { storeId, shippingMethod: 'pickup' as const } : {}),
  });
  return { commerce, cart, checkout: checkoutCommerce(commerce.deps) };
}

describe('express checkout against the simulator', { timeout: 30_000 }, () => {
  it('registered@example.com: main card and default address, status EXPRESS, prepared, then placed', async () => {
    const { commerce, cart, checkout } = await signedInWithCart('registered@example.com');
    const result = await runExpressCheckout({ deps: commerce.deps, order: checkout.order }, cart);
    expect(result.kind).toBe('summary');
    if (result.kind !== 'summary') return;
    expect(result.cart.shippingAddress?.city).toBe('Seattle');
    expect(result.cart.totals.remainingToPay).toBe(0);
    expect(result.cart.payment_instruments?.[0]).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      paymentInstrumentId: 'pi-reg-1',
    });
    expect(checkout.order.checkoutType()).toBe('EXPRESS');
    const placed = await checkout.order.placeOrder(result.cart);
    expect(placed).toMatchObject({ status: 'CONFIRMED', email: 'registered@example.com' });
  });

  it('a cart picked up in store: the store delivery stays, paid with the main card, placed', async () => {
    const { commerce, cart, checkout } = await signedInWithCart('registered@example.com', '0412');
    const result = await runExpressCheckout({ deps: commerce.deps, order: checkout.order }, cart);
    expect(result.kind).toBe('summary');
    if (result.kind !== 'summary') return;
    const selected = result.cart.items[0]?.shippingOptions?.find((o) => o.selected);
    expect(selected).toMatchObject({ shippingMethod: { code: 'pickup' }, storeInfo: { id: '0412' } });
    expect(result.cart.totals.remainingToPay).toBe(0);
    expect((await checkout.order.placeOrder(result.cart)).status).toBe('CONFIRMED');
  });

  it('a shopper without a saved card falls back to shipping, status STANDARD', async () => {
    const { commerce, cart, checkout } = await signedInWithCart('partial@example.com');
    const result = await runExpressCheckout({ deps: commerce.deps, order: checkout.order }, cart);
    expect(result).toEqual({ kind: 'fallback', step: 'shipping', reason: 'no-card' });
    expect(checkout.order.checkoutType()).toBe('STANDARD');
    const unchanged = await commerce.cart.getCart();
    expect(unchanged?.payment_instruments ?? []).toEqual([]);
  });

  it('is offered only with the feature on and a signed-in shopper', () => {
    const guest = emptySession();
    const shopper = { ...guest, consumerType: 'REGISTERED' as const };
    expect(expressCheckoutOffered(true, shopper)).toBe(true);
    expect(expressCheckoutOffered(false, shopper)).toBe(false);
    expect(expressCheckoutOffered(true, guest)).toBe(false);
  });
});
