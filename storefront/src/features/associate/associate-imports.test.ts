import { describe, expect, it } from 'vitest';
import { staticallyReached } from '../../testing/static-imports';

/** Only the tiny header hook-in of associate mode is in the shell; the rest loads when an associate needs it. */
describe('associate mode stays out of the entry chunk', () => {
  const reached = staticallyReached('main.tsx');

  it.each([
    'features/associate/in-store-badge.tsx',
    'features/associate/agent-login-page.tsx',
    'features/associate/use-associate.ts',
    'features/associate/end-in-store-session.ts',
    'routes/agent-login-route.tsx',
    'commerce/associate.ts',
    'api/checkout-operations.ts',
  ])('%s loads on demand', (path) => {
    expect(reached).not.toContain(path);
  });

  it('the cart page loads its price adjustments only for an associate', () => {
    const cartPage = staticallyReached('routes/cart-route.tsx');
    expect(cartPage).toContain('features/associate/lazy-price-adjustments.tsx');
    expect(cartPage).not.toContain('features/associate/price-adjustments.tsx');
    expect(cartPage).not.toContain('commerce/associate.ts');
  });

  it('the header hook-in is in the shell (the scan can fail)', () => {
    expect(reached).toContain('features/associate/lazy-associate.tsx');
  });
});
