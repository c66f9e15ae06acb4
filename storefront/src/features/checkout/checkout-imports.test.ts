import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, staticallyReached } from '../../testing/static-imports';

/**
 * The checkout page shows its title and steps before the steps' forms arrive (Lighthouse's LCP on checkout):
 * Zod (about 90 kB) and the phone metadata load with the step chunks, never with the page itself.
 */
describe("the checkout page's own chunk", () => {
  const reached = staticallyReached('routes/checkout-route.tsx');
  const source = (file: string) => readFileSync(join(SRC, file), 'utf8');

  it('reaches no Zod and no phone metadata', () => {
    const heavy = reached.filter((file) => /from '(zod|libphonenumber-js[^']*)'/.test(source(file)));
    expect(heavy).toEqual([]);
    expect(reached).not.toContain('../../contracts/zod.ts');
  });

  it('leaves the steps to their chunks (the scan can fail)', () => {
    expect(reached).toContain('features/checkout/checkout-page.tsx');
    expect(reached).not.toContain('features/checkout/shipping/shipping-step.tsx');
    expect(reached).not.toContain('features/checkout/payment/billing-step.tsx');
  });
});
