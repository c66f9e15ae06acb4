import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, staticallyReached } from '../../../testing/static-imports';

/**
 * The store locator paints its stores without the contracts' schemas (Lighthouse's LCP on the page): what it
 * takes from the contracts at run time comes from modules without Zod (the week's days).
 */
describe("the store locator's chunk", () => {
  const reached = staticallyReached('routes/store-locator-route.tsx');
  const source = (file: string) => readFileSync(join(SRC, file), 'utf8');

  it('reaches no Zod and no contract schema', () => {
    expect(reached.filter((file) => /from 'zod'/.test(source(file)))).toEqual([]);
    expect(reached.filter((file) => file.startsWith('../../contracts/entities/'))).toEqual([]);
  });

  it('reaches the page and its opening hours (the scan can fail)', () => {
    expect(reached).toContain('features/stores/locator/store-hours.tsx');
    expect(reached).toContain('../../contracts/common/week-days.ts');
  });
});
