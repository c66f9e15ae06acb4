import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';

const sim = useTestSimulator();

describe('session tokens against the simulator', () => {
  it('obtains a guest token on first use, then reuses it', async () => {
    const commerce = testCommerce(sim);
    const first = await commerce.deps.tokens.ensure();
    expect(commerce.deps.tokens.accessToken()).toBe(first);
    expect(commerce.deps.session.get()).toMatchObject({ consumerType: 'GUEST' });
    expect(await commerce.deps.tokens.ensure()).toBe(first);
  });

  it('refreshes with the refresh grant shortly before the access token expires', async () => {
    let clock = Date.now();
    const commerce = testCommerce(sim, { now: () => clock });
    const first = await commerce.deps.tokens.ensure();
    const { refreshToken } = commerce.deps.session.get();
    clock += commerce.deps.tokens.msUntilRefresh() + 30_000; // inside the refresh margin
    const second = await commerce.deps.tokens.ensure();
    expect(second).not.toBe(first);
    expect(commerce.deps.session.get().refreshToken).toBeDefined();
    expect(commerce.deps.session.get().refreshToken).not.toBe(refreshToken);
  });

  it('turns an error envelope into a typed ApiError with its catalogue entry', async () => {
    const commerce = testCommerce(sim);
    const error = await commerce.deps
      .call('getCart', { params: { basketId: 'NOSUCHCART123' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, operationId: 'getCart' });
    expect((error as ApiError).entry?.id).toBe((error as ApiError).errorId);
  });
});
