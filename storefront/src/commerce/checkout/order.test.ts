import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { readyToPlace } from '../../testing/order-test-world';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { sessionFromAgentLogin } from '../associate';
import { checkoutCommerce } from './checkout-commerce';
import { ORDER_STORAGE_KEY, readLastOrder } from './order';
import { encodeThreeDsResult } from './three-ds-provider';

const sim = useTestSimulator();

afterEach(() => localStorage.removeItem(ORDER_STORAGE_KEY));

describe('checkout order commerce against the simulator', { timeout: 30_000 }, () => {
  it('guest: prepare then place confirms, stores the order and resets the cart (next add, new cart)', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    const { order } = checkoutCommerce(commerce.deps);
    const prepared = await order.prepareOrder();
    expect(prepared.totals.remainingToPay).toBe(0);
    const placed = await order.placeOrder(prepared);
    expect(placed.status).toBe('CONFIRMED');
    expect(placed.email).toBe('ada@example.com');
    expect(readLastOrder()?.orderNumber).toBe(placed.orderNumber);
    expect(order.lastOrder()?.orderNumber).toBe(placed.orderNumber);
    expect(commerce.deps.session.get().basketId).toBeUndefined();
    const next = await commerce.cart.addItem({ productId: 'SPJK0001BLKM' });
    expect(next.id).not.toBe(cart.id);
    expect(next.items.filter((i) => !i.bonus)).toHaveLength(1);
  });

  it('sends the bot-check token: a failing token answers AUT403 and nothing is stored', async () => {
    const { commerce: base } = await readyToPlace(sim);
    const { order } = checkoutCommerce({ ...base.deps, botCheckToken: async () => 'bot-check-fail' });
    const error = await order.placeOrder((await order.prepareOrder()) as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('AUT403');
    expect(readLastOrder()).toBeUndefined();
    expect(base.deps.session.get().basketId).toBeDefined();
  });

  it('3-D Secure approved: the pending order is patched with transStatus Y and confirmed', async () => {
    const { commerce } = await readyToPlace(sim, 'challenge');
    const { order } = checkoutCommerce(commerce.deps);
    const placed = await order.placeOrder(await order.prepareOrder());
    expect(placed.status).toBe('PAYMENT_PENDING');
    expect(order.pendingChallenge()).toMatchObject({ orderNumber: placed.orderNumber });
    expect(commerce.deps.session.get().basketId).toBeDefined();
    const confirmed = await order.completeChallenge(encodeThreeDsResult('Y'));
    expect(confirmed.status).toBe('CONFIRMED');
    expect(readLastOrder()?.orderNumber).toBe(placed.orderNumber);
    expect(order.pendingChallenge()).toBeUndefined();
    expect(commerce.deps.session.get().basketId).toBeUndefined();
  });

  it('3-D Secure failed: PAY400, the order cleared and a new cart with the same lines and address', async () => {
    const { commerce, cart } = await readyToPlace(sim, 'challenge');
    const { order } = checkoutCommerce(commerce.deps);
    await order.placeOrder(await order.prepareOrder());
    // The session goes from the old cart straight to the new one (the open checkout never sees no cart).
    const basketIds: (string | undefined)[] = [];
    const stop = commerce.deps.session.subscribe(() => basketIds.push(commerce.deps.session.get().basketId));
    const error = await order.completeChallenge(encodeThreeDsResult('N')).catch((e: unknown) => e);
    stop();
    expect(basketIds).not.toContain(undefined);
    expect((error as ApiError).errorId).toBe('PAY400');
    expect(order.pendingChallenge()).toBeUndefined();
    expect(readLastOrder()).toBeUndefined();
    const newId = commerce.deps.session.get().basketId;
    expect(newId).toBeDefined();
    expect(newId).not.toBe(cart.id);
    const fresh = await commerce.cart.getCart();
    expect(fresh?.items.filter((i) => !i.bonus).map((i) => [i.productId, i.qty])).toEqual([
      ['SPJK0001BLKM', 1],
    ]);
    // The shipping address comes along: the shopper pays again from billing.
    expect(fresh?.shippingAddress).toMatchObject({
      firstName: cart.shippingAddress?.firstName,
      addressLine1: cart.shippingAddress?.addressLine1,
      postalCode: cart.shippingAddress?.postalCode,
    });
  });

  it('an associate session (buyInStore) sends inStoreSalesInfo: the order carries the store and employee', async () => {
    const commerce = testCommerce(sim);
    const answer = await commerce.deps.call('agentLogin', {
      body: { storeId: '0412', username: 'E10442', password: 'Associate2026!' },
    });
    await commerce.deps.tokens.adopt(answer, sessionFromAgentLogin);
    await readyToPlace(sim, 'authorising', commerce);
    const { order } = checkoutCommerce(commerce.deps);
    const placed = await order.placeOrder(await order.prepareOrder());
    expect(placed.status).toBe('CONFIRMED');
    expect(placed.inStoreSalesInfo).toEqual({ storeId: '0412', storeEmployeeId: 'E10442' });
  });
});
