import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statesTable } from './describe-states';
import { PROVIDER_STATES } from './index';

describe("the README's table of provider states", () => {
  it('is exactly the states the pacts use (regenerate it with statesTable when a state changes)', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(statesTable(PROVIDER_STATES));
  });
});
