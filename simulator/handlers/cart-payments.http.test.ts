import { describe, expect, it } from 'vitest';
import { inStoreSalesInfoOf } from '../services/commerce/orders';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  type Client,
  card,
  errorIdOf,
  guest,
  HOME,
  IN_STOCK,
  newCart,
  placeBody,
  readyCart,
  skuOf,
  totalsAddUp,
  world,
} from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

const gift = (giftCardNumber: string, pin: string) => ({
  payment_method_id: 'GIFT_CARD',
  giftCardNumber,
  pin,
});
const addPayment = (api: Client, cartId: string, body: unknown) =>
  api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, body);

async function cartWithItem(api: Client, session: string) {
  const cartId = await newCart(api);
  await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
  return cartId;
}

describe('gift cards', () => {
  it('checks a balance and answers the coded ids', async () => {
    const api = client('gc-balance');
    const ok = await api.post('/cart/v1/giftcard/balance', {
      giftCardNumber: '6006492222222222',
      pin: '2222',
    });
    expect(ok.body).toEqual({
      maskedNumber: '************2222',
      balance: 200,
      currency: 'USD',
      expiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Valid cards expire 20 years after the world's start (seed dates are relative).
    expect(Date.parse(ok.body.expiry) - Date.now()).toBeGreaterThan(19 * 365 * 86_400_000);
    const ids = [];
    for (const [giftCardNumber, pin] of [
      ['6006490000000000', '1111'],
      ['6006492222222222', '0000'],
      ['6006495555555555', '5555'],
      ['6006497777777777', '7777'],
    ] as const) {
      ids.push(errorIdOf((await api.post('/cart/v1/giftcard/balance', { giftCardNumber, pin })).body));
    }
    expect(ids).toEqual(['GFC700', 'GFC760', 'GFC812', 'GFC800']);
  });

  it('pays part of the order and answers the GC errors inline', async () => {
    const session = 'gc-apply';
    const api = client(session);
    await guest(api);
    const cartId = await cartWithItem(api, session);
    const applied = await addPayment(api, cartId, gift('6006491111111111', '1111'));
    expect(applied.body.payment_instruments[0]).toMatchObject({
      payment_method_id: 'GIFT_CARD',
      amount: 50,
      balance: 0,
    });
    expect(Math.round(applied.body.totals.remainingToPay * 100)).toBe(
      Math.round(applied.body.totals.total * 100) - 5000,
    );
    const ids = [];
    for (const [n, pin] of [
      ['6006491111111111', '1111'],
      ['6006496666666666', '6666'],
      ['6006495555555555', '5555'],
      ['6006498888888888', '8888'],
      ['6006491111111119', '1111'],
    ] as const) {
      ids.push(errorIdOf((await addPayment(api, cartId, gift(n, pin))).body));
    }
    expect(ids).toEqual(['GC_ALREADY_APPLIED', 'GC_ZERO_BALANCE', 'GFC812', 'GFC725', 'GC_INVALID2']);
    await addPayment(api, cartId, gift('6006493333333333', '3333'));
    expect(errorIdOf((await addPayment(api, cartId, gift('6006492222222222', '2222'))).body)).toBe('GFC410');

    const other = client(session);
    await guest(other);
    const otherCart = await cartWithItem(other, session);
    expect(errorIdOf((await addPayment(other, otherCart, gift('6006491111111111', '1111'))).body)).toBe(
      'GFC755',
    );
  });

  it('spends the balance when the order is placed (GFC740 afterwards)', async () => {
    const session = 'gc-spend';
    const api = client(session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    await addPayment(api, cartId, gift('6006491111111111', '1111'));
    await addPayment(api, cartId, card('411111', '1111'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(placed.body.paymentMethod.map((p: { code: string }) => p.code)).toEqual([
      'GIFT_CARD',
      'CREDIT_CARD',
    ]);
    const next = await cartWithItem(api, session);
    expect(errorIdOf((await addPayment(api, next, gift('6006491111111111', '1111'))).body)).toBe('GFC740');
  });
});

describe('other methods', () => {
  it('opens a Klarna session and needs its authorisation to place', async () => {
    const session = 'klarna';
    const api = client(session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    const opened = await addPayment(api, cartId, { payment_method_id: 'KLARNA' });
    const klarna = opened.body.payment_instruments[0];
    expect(klarna).toMatchObject({ payment_method_id: 'KLARNA' });
    expect(klarna.session_id).toBeTruthy();
    expect(klarna.client_token).toBeTruthy();
    expect(klarna.payment_method_categories.map((c: { identifier: string }) => c.identifier)).toEqual([
      'pay_later',
      'pay_over_time',
    ]);
    expect(errorIdOf((await api.put('/cart/v2/checkout/order', placeBody(cartId, 'KLARNA'))).body)).toBe(
      'PAY400',
    );
    await addPayment(api, cartId, { payment_method_id: 'KLARNA', authorization_token: 'klarna-auth-ok' });
    expect((await api.put('/cart/v2/checkout/order', placeBody(cartId, 'KLARNA'))).body.status).toBe(
      'CONFIRMED',
    );
    const sessionAnswer = await api.get(
      '/cart/v1/paymentSession?referer=https%3A%2F%2Fshop.example%2Fcheckout&paymentMethod=klarna',
    );
    expect(sessionAnswer.body).toMatchObject({ success: true, provider: 'klarna' });
  });

  it('lists the methods a guest may use', async () => {
    const session = 'methods';
    const api = client(session);
    await guest(api);
    const cartId = await cartWithItem(api, session);
    const methods = await api.get(`/cart/v1/cart/${cartId}/paymentMethods`);
    expect(methods.body.paymentMethods.map((m: { id: string }) => m.id)).toEqual([
      'CREDIT_CARD',
      'GIFT_CARD',
      'PAYPAL',
      'KLARNA',
    ]);
    expect(
      errorIdOf((await addPayment(api, cartId, { payment_method_id: 'LOYALTY_POINTS', points: 100 })).body),
    ).toBe('REW401');
  });
});

describe('loyalty and athletes', () => {
  it('lets a loyalty member pay with points, a reward code and a voucher', async () => {
    const session = 'loyalty';
    const api = client(session);
    await signIn(api, 'loyalty@example.com');
    const cartId = await cartWithItem(api, session);
    const points = await addPayment(api, cartId, { payment_method_id: 'LOYALTY_POINTS', points: 1000 });
    expect(points.body.payment_instruments[0]).toMatchObject({
      payment_method_id: 'LOYALTY_POINTS',
      amount: 10,
    });
    expect(
      errorIdOf(
        (await addPayment(api, cartId, { payment_method_id: 'LOYALTY_POINTS', points: 999999 })).body,
      ),
    ).toBe('REW140');
    const code = await addPayment(api, cartId, { payment_method_id: 'REWARD_CODE', code: 'RWD-5OFF-2026' });
    expect(
      code.body.payment_instruments.find(
        (p: { payment_method_id: string }) => p.payment_method_id === 'REWARD_CODE',
      ).amount,
    ).toBe(5);
    const voucher = await api.put(`/cart/v1/cart/${cartId}/reward`, {
      appliedLoyaltyVoucher: { points: 1000, amountInCurrency: 10 },
    });
    expect(voucher.body.totals.appliedRewards).toBe(10);
    expect(totalsAddUp(voucher.body.totals)).toBe(true);
  });

  it('refuses rewards to an athlete while the athlete credit has a remaining amount (PYT400)', async () => {
    const session = 'athlete';
    const api = client(session);
    await signIn(api, 'athlete@example.com');
    const cartId = await cartWithItem(api, session);
    const refused = await api.put(`/cart/v1/cart/${cartId}/reward`, {
      appliedLoyaltyVoucher: { points: 500, amountInCurrency: 5 },
    });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'PYT400']);
    const paid = await addPayment(api, cartId, { payment_method_id: 'ATHLETES_PAYMENT' });
    const athlete = paid.body.payment_instruments[0];
    expect(athlete.additionalData.payableAmount).toBe(paid.body.totals.total);
    expect(paid.body.totals.remainingToPay).toBe(0);
  });
});

describe('associates', () => {
  it('adjusts prices in store only, and the order keeps the store employee', async () => {
    const session = 'associate';
    const shopper = client(session);
    await guest(shopper);
    const cartId = await cartWithItem(shopper, session);
    const refused = await shopper.post(`/cart/v1/cart/${cartId}/price_adjustments`, {
      level: 'ORDER',
      type: 'PERCENT',
      value: 10,
      reasonCode: 'PRICE_MATCH',
    });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([401, 'AUT432']);

    const agent = client(session);
    const login = await agent.post('/consumers-v3/consumer/agent/login', {
      storeId: '0412',
      username: 'E10442',
      password: 'Associate2026!',
    });
    expect(login.status).toBe(200);
    agent.setToken(login.body.access_token);
    const storeCart = await readyCart(agent, await skuOf(server, session, IN_STOCK));
    const adjusted = await agent.post(`/cart/v1/cart/${storeCart}/price_adjustments`, {
      level: 'ORDER',
      type: 'PERCENT',
      value: 10,
      reasonCode: 'PRICE_MATCH',
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body.priceAdjustments[0]).toMatchObject({
      storeEmployeeId: 'E10442',
      reasonCode: 'PRICE_MATCH',
    });
    expect(adjusted.body.priceAdjustments[0].price).toBeLessThan(0);
    expect(totalsAddUp(adjusted.body.totals)).toBe(true);
    await addPayment(agent, storeCart, card('411111', '1111'));
    const placed = await agent.put('/cart/v2/checkout/order', {
      ...placeBody(storeCart),
      billingAddress: HOME,
      inStoreSalesInfo: { storeId: '0412', storeEmployeeId: 'E10442' },
    });
    expect(placed.body.status).toBe('CONFIRMED');
    expect(placed.body.inStoreSalesInfo).toEqual({ storeId: '0412', storeEmployeeId: 'E10442' });
    expect(inStoreSalesInfoOf(await world(server, session), placed.body.orderNumber)).toEqual({
      storeId: '0412',
      storeEmployeeId: 'E10442',
    });
  });
});
