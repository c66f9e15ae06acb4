import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, staticallyReached } from '../../../testing/static-imports';

/**
 * The order history paints before an order's page arrives (Lighthouse's LCP on /account/orders is the first
 * order's line): Zod, which the cancel and return forms' reasons bring, loads with the order's page only.
 */
describe("the orders page's own chunk", () => {
  const reached = staticallyReached('features/account/orders/orders-page.tsx');
  const source = (file: string) => readFileSync(join(SRC, file), 'utf8');

  it('reaches no Zod and no contract schema', () => {
    expect(reached.filter((file) => /from 'zod'/.test(source(file)))).toEqual([]);
    expect(reached.filter((file) => file.startsWith('../../contracts/entities/'))).toEqual([]);
  });

  it("leaves an order's page to its chunk (the scan can fail)", () => {
    expect(reached).toContain('features/account/orders/order-history.tsx');
    expect(reached).not.toContain('features/account/orders/order-detail.tsx');
  });
});
