import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';

const sim = useTestSimulator();

const PASSWORD = 'Trail2026!';

/** The first sku of a seeded in-stock product, read from this test's world. */
async function inStockSku(): Promise<string> {
  const { FIXTURE_IDS } = await import('../testing/simulator-test-facts');
  const world = await sim.simulator.worlds.get(sim.sessionHeader()['x-harness-session'] as string);
  const product = world.data.catalogue.products.find((p) => p.styleId === FIXTURE_IDS.inStock);
  const sku = product?.variants[0]?.sku;
  if (!sku) throw new Error('no in-stock sku in the seed');
  return sku;
}

const noWait = () => {
  const waits: number[] = [];
  return { waits, delay: async (ms: number) => void waits.push(ms) };
};

describe('commerce.session against the simulator', () => {
  it('signs a registered shopper in, adopting the guest cart with its line', async () => {
    const commerce = testCommerce(sim);
    await commerce.deps.tokens.ensure();
    const guestCart = await commerce.deps.call('createCart', { body: {} });
    const sku = await inStockSku();
    await commerce.deps.call('addCartItem', { body: { cartId: guestCart.id, productId: sku, qty: 1 } });
    commerce.deps.session.set((s) => ({ ...s, basketId: guestCart.id }));
    const steps: string[] = [];

    const outcome = await commerce.session.signIn('registered@example.com', PASSWORD, {
      onStep: (step) => steps.push(step),
    });

    expect(steps).toEqual(['guestToken', 'signIn', 'exchange', 'adopt']);
    expect(outcome).toMatchObject({ employeeTermsNeeded: false, landing: null });
    const session = commerce.deps.session.get();
    expect(session).toMatchObject({ consumerType: 'REGISTERED', consumerNo: expect.any(String) });
    expect(session.basketId).toBeDefined();
    // The adopted (or merged) cart holds the guest's line and now belongs to the shopper.
    const cart = await commerce.deps.call('getCart', { params: { basketId: session.basketId as string } });
    expect(cart.items.some((item) => sku.startsWith(item.productId))).toBe(true);
    const profile = await commerce.session.profile();
    expect(profile.consumerDetails.email).toBe('registered@example.com');
  });

  it('retries the code exchange once, after 2000 ms, on a 409', async () => {
    const commerce = testCommerce(sim);
    await commerce.deps.tokens.ensure();
    await sim.control('POST', '/faults', { operation: 'getToken', errorId: 'AUT409', times: 1 });
    const { waits, delay } = noWait();

    await commerce.session.signIn('registered@example.com', PASSWORD, { delay });

    expect(waits).toEqual([2000]);
    expect(commerce.deps.session.get().consumerType).toBe('REGISTERED');
  });

  it('fails with the duplicated-token message when the retry answers 409 again, and reports it', async () => {
    const report = vi.fn();
    const commerce = testCommerce(sim, { report });
    await commerce.deps.tokens.ensure();
    await sim.control('POST', '/faults', { operation: 'getToken', errorId: 'AUT409', times: 2 });
    const { waits, delay } = noWait();

    const error = await commerce.session
      .signIn('registered@example.com', PASSWORD, { delay })
      .catch((e: unknown) => e);

    expect(waits).toEqual([2000]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorId: 'AUT409', status: 409 });
    expect((error as ApiError).message).toMatch(/duplicated token/);
    expect(report).toHaveBeenCalledTimes(1);
    expect(commerce.deps.session.get().consumerType).toBe('GUEST');
  });

  it('throws any other non-403 token failure with the duplicated-token message too, without retrying', async () => {
    const report = vi.fn();
    const commerce = testCommerce(sim, { report });
    await commerce.deps.tokens.ensure();
    await sim.control('POST', '/faults', { operation: 'getToken', errorId: 'AUT500', times: 1 });
    const { waits, delay } = noWait();

    const error = await commerce.session
      .signIn('registered@example.com', PASSWORD, { delay })
      .catch((e: unknown) => e);

    expect(waits).toEqual([]);
    expect(error).toMatchObject({ errorId: 'AUT409', status: 500 });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ errorId: 'AUT500' }));
  });

  it('answers a wrong password with the invalid-credentials error of the sign-in call', async () => {
    const commerce = testCommerce(sim);
    const error = await commerce.session
      .signIn('registered@example.com', 'Wrong-password1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(['AUT401', 'AUT418', 'AUT437', 'AUT438']).toContain((error as ApiError).errorId);
    expect((error as ApiError).operationId).toBe('signIn');
  });

  it('asks an employee for the discount terms, and records the acceptance', async () => {
    const commerce = testCommerce(sim);
    const outcome = await commerce.session.signIn('employee@example.com', PASSWORD);
    expect(outcome.employeeTermsNeeded).toBe(true);
    expect(commerce.deps.session.get()).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
    });

    const profile = await commerce.session.acceptEmployeeTerms();
    expect(profile.isEmployeeDiscountTCAccepted).toBe(true);
    expect(commerce.deps.session.get().isEmployeeDiscountTCAccepted).toBe(true);
    expect((await commerce.session.profile()).isEmployeeDiscountTCAccepted).toBe(true);
  });

  it('signs out: revokes the refresh token, forgets the cart and lists, continues as a guest', async () => {
    const commerce = testCommerce(sim);
    const guestCart = await commerce.deps.call('createCart', { body: {} });
    commerce.deps.session.set((s) => ({ ...s, basketId: guestCart.id }));
    await commerce.session.signIn('registered@example.com', PASSWORD);
    const signedIn = commerce.deps.session.get();
    const signedInToken = commerce.deps.tokens.accessToken();

    await commerce.session.signOut();

    const after = commerce.deps.session.get();
    expect(after.consumerType).toBe('GUEST');
    expect(commerce.deps.tokens.accessToken()).not.toBe(signedInToken);
    expect(signedIn.basketId).toBeDefined();
    expect([after.basketId, after.favoriteId, after.saveForLaterId]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // The old refresh token was revoked by the sign-out call.
    const refresh = await commerce.deps.client
      .call('getToken', { body: { type: 'Refresh', refreshToken: signedIn.refreshToken as string } })
      .catch((e: unknown) => e);
    expect(refresh).toMatchObject({ errorId: 'AUT404' });
  });
});
