import { describe, expect, it } from 'vitest';
import { card, errorIdOf, guest, IN_STOCK, newCart, skuOf } from '../handlers/commerce.test-helpers';
import { signIn } from '../handlers/sign-in.test-helpers';
import { apiClient, useTestServer } from '../testing/test-server';

/**
 * Seed dates are relative to each world's start, so the documented fixtures (README: gift cards, coupons,
 * test cards, the seeded accounts' cards and vouchers) behave as documented with the clock years ahead.
 */
const server = useTestServer();

async function sessionIn(year: number, name: string) {
  const session = `fx-${year}-${name}`;
  const moved = await fetch(`${server.url}/__harness/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    body: JSON.stringify({ set: `${year}-03-01T12:00:00Z` }),
  });
  expect(moved.status).toBe(200);
  return { session, api: apiClient(server.url, session) };
}

async function cartWithJacket(api: ReturnType<typeof apiClient>, session: string) {
  const cartId = await newCart(api);
  await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
  return cartId;
}

const payments = (cartId: string) => `/cart/v1/cart/${cartId}/paymentInstruments`;

describe.each([2031, 2035])('documented fixtures with the clock in %i', (year) => {
  it('gift cards: the valid ones keep their balance, the expired one stays expired', async () => {
    const { api } = await sessionIn(year, 'gc');
    const check = async (giftCardNumber: string, pin: string) => {
      const answer = await api.post('/cart/v1/giftcard/balance', { giftCardNumber, pin });
      return answer.status === 200 ? [answer.body.balance, answer.body.currency] : errorIdOf(answer.body);
    };
    expect(await check('6006491111111111', '1111')).toEqual([50, 'USD']);
    expect(await check('6006492222222222', '2222')).toEqual([200, 'USD']);
    expect(await check('6006494444444444', '4444')).toEqual([1000, 'USD']);
    expect(await check('6006498888888888', '8888')).toEqual([75, 'CAD']);
    expect(await check('6006495555555555', '5555')).toBe('GFC812');
    expect(await check('6006497777777777', '7777')).toBe('GFC800');
  });

  it('coupons: SPRING20 applies, WINTER2025 is expired and FUTURE30 not yet active', async () => {
    const { session, api } = await sessionIn(year, 'coupons');
    await guest(api);
    const cartId = await cartWithJacket(api, session);
    expect((await api.put('/cart/v1/coupon', { cartId, code: 'SPRING20' })).status).toBe(200);
    for (const [code, id] of [
      ['WINTER2025', 'PRM155'],
      ['FUTURE30', 'PRM135'],
      ['LIMITED50', 'PRM140'],
      ['THANKYOU20', 'PRM150'],
    ]) {
      expect(errorIdOf((await api.put('/cart/v1/coupon', { cartId, code })).body), code).toBe(id);
    }
  });

  it('test cards: expiry is checked against the session clock', async () => {
    const { session, api } = await sessionIn(year, 'cards');
    await guest(api);
    const cartId = await cartWithJacket(api, session);
    const visa = card('411111', '1111');
    const lapsed = { ...visa, card: { ...visa.card, expiryYear: year - 1 } };
    expect(errorIdOf((await api.post(payments(cartId), lapsed)).body)).toBe('FE309');
    const valid = { ...visa, card: { ...visa.card, expiryYear: year + 3 } };
    expect((await api.post(payments(cartId), valid)).status).toBe(200);
  });

  it('the registered consumer’s saved card still pays', async () => {
    const { session, api } = await sessionIn(year, 'saved');
    await signIn(api, 'registered@example.com');
    const cartId = await cartWithJacket(api, session);
    const paid = await api.post(payments(cartId), {
      payment_method_id: 'CREDIT_CARD',
      paymentInstrumentId: 'pi-reg-1',
    });
    expect(paid.status).toBe(200);
  });

  it('the loyalty member’s voucher is still available and the reward code still pays', async () => {
    const { session, api } = await sessionIn(year, 'loyalty');
    await signIn(api, 'loyalty@example.com');
    const vouchers = await api.get('/consumers-v3/consumer/loyalty/vouchers');
    const status = (code: string) =>
      vouchers.body.vouchers.find((v: { code: string }) => v.code === code)?.status;
    expect([status('LV-10-AVAIL'), status('LV-5-OLD')]).toEqual(['AVAILABLE', 'EXPIRED']);
    const cartId = await cartWithJacket(api, session);
    const code = await api.post(payments(cartId), {
      payment_method_id: 'REWARD_CODE',
      code: 'RWD-5OFF-2026',
    });
    expect(code.status).toBe(200);
  });
});
