import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { card, errorIdOf, IN_STOCK, placeBody, readyCart, skuOf } from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

type Api = ReturnType<typeof client>;

const employeeSpend = async (api: Api): Promise<number> =>
  (await api.get('/consumers-v3/consumer')).body.spends.employee.currentSpend;

const acceptTerms = (api: Api) =>
  api.put('/consumers-v3/consumer', {
    consumerProfile: { consumerDetails: {}, isEmployeeDiscountTCAccepted: true },
  });

async function pay(api: Api, cartId: string) {
  await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
  return api.put('/cart/v2/checkout/order', placeBody(cartId));
}

describe('employees', () => {
  it('get the employee discount (STAFF30) only once the discount terms are accepted', async () => {
    const session = 'employee-terms';
    const api = client(session);
    const token = await signIn(api, 'employee@example.com');
    expect(token).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));

    const refused = await api.put('/cart/v1/coupon', { cartId, code: 'STAFF30' });
    expect([refused.status, refused.body.errorDetails[0]]).toEqual([
      400,
      { errorId: 'PRM130', message: 'Accept the employee discount terms to use this code.' },
    ]);

    expect((await acceptTerms(api)).body.isEmployeeDiscountTCAccepted).toBe(true);
    // The token answer follows the profile: a refresh says accepted too.
    const refreshed = await api.post('/token/v2/auth/token', {
      type: 'Refresh',
      refreshToken: token.refreshToken,
    });
    expect(refreshed.body.isEmployeeDiscountTCAccepted).toBe(true);
    api.setToken(refreshed.body.access_token);

    const applied = await api.put('/cart/v1/coupon', { cartId, code: 'STAFF30' });
    expect(applied.status).toBe(200);
    expect(applied.body.couponItems).toEqual([expect.objectContaining({ code: 'STAFF30', applied: true })]);
    // 30 % of the items at least (free shipping over $75 may add to the discount).
    expect(applied.body.totals.totalDiscount).toBeGreaterThanOrEqual(
      applied.body.totals.itemTotal * 0.3 - 0.01,
    );
  });

  it('grow their spend with each order and cannot place one that passes the annual cap', async () => {
    const session = 'employee-spend';
    const api = client(session);
    await signIn(api, 'employee@example.com');
    const sku = await skuOf(server, session, IN_STOCK);
    expect(await employeeSpend(api)).toBe(250);

    const placed = await pay(api, await readyCart(api, sku));
    expect(placed.status).toBe(200);
    const afterOne = 250 + placed.body.totals.total;
    expect(await employeeSpend(api)).toBeCloseTo(afterOne, 2);

    // Enough jackets to pass the cap of 1000: refused with PYT400 naming the cap; the spend is unchanged.
    const bigCart = await readyCart(api, sku, 10);
    const refused = await pay(api, bigCart);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'PYT400']);
    expect(refused.body.errorDetails[0].message).toContain('annual cap of 1000.00');
    expect(await employeeSpend(api)).toBeCloseTo(afterOne, 2);
    const profile = await api.get('/consumers-v3/consumer');
    expect(profile.body.spends.employee.annualCap).toBe(1000);
  });
});
