import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, staticallyReached } from '../../../testing/static-imports';

/**
 * The account area's chunk carries its landing page, the overview, so the overview paints with the menu
 * (Lighthouse's layout shift on /account); and, like the order history, it carries no Zod, which every
 * account page would otherwise load before painting.
 */
describe("the account area's chunk", () => {
  const reached = staticallyReached('routes/account-route.tsx');
  const source = (file: string) => readFileSync(join(SRC, file), 'utf8');

  it('holds the overview (the scan can fail)', () => {
    expect(reached).toContain('features/account/overview/account-overview.tsx');
    expect(reached).not.toContain('features/account/orders/orders-page.tsx');
  });

  it('reaches no Zod and no contract schema', () => {
    expect(reached.filter((file) => /from 'zod'/.test(source(file)))).toEqual([]);
    expect(reached.filter((file) => file.startsWith('../../contracts/entities/'))).toEqual([]);
  });
});
