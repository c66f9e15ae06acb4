import { describe, expect, it } from 'vitest';
import type { Comparison } from './baseline';
import { type MatrixRow, totalsOf } from './matrix';
import { jsonMatrix, junitMatrix } from './render-machine';
import { prettyMatrix } from './render-table';

const row = (id: string, over: Partial<MatrixRow>): MatrixRow => ({
  id,
  kind: 'error',
  area: 'payment',
  scenario: 'condition',
  scenarios: [{ scenario: `error-${id.toLowerCase()}`, by: 'condition' }],
  storefront: 'tested',
  handling: ['sticky-error-toast'],
  modules: [],
  tests: ['features/checkout/order/place-order-outcome.test.ts'],
  texts: ['en'],
  pact: 'covered',
  interactions: [{ pact: 'p.json', interaction: 'a declined order', status: 402 }],
  ...over,
});

const rows = [
  row('PYT402', {}),
  row('SHP500', { storefront: 'worded', tests: ['i18n/error-message.test.ts'] }),
  row('PAYMENT_FRAUD_VERIFICATION_EXCEPTION', { pact: 'none', interactions: [] }),
  row('GEN500', {
    scenario: 'fault',
    scenarios: [{ scenario: 'error-gen500-with-a-rather-long-name', by: 'fault' }],
    storefront: 'generic',
    tests: [],
    pact: 'none',
    interactions: [],
  }),
];
const matrix = { rows, totals: totalsOf(rows) };
const comparison: Comparison = {
  regressions: [{ id: 'GEN500', column: 'pact', was: 'covered', now: 'none' }],
  improvements: [],
};

describe('the matrix as a table, JSON and JUnit', () => {
  it('prints a table that fits a terminal, then the totals and the ids that went backwards', () => {
    const text = prettyMatrix({ matrix, comparison });
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(125);
    expect(text).toContain('GEN500');
    expect(text).toMatch(/fault\s+error-gen500-with-a-rathe…/);
    expect(text).toMatch(/generic sticky-error-toast/);
    expect(text).toMatch(/^SHP500 +condition error-shp500 +worded +error-message\.test\.ts +1$/m);
    expect(text).toContain(
      'storefront  2 asserted by a test, 1 by a text test only, 0 named by a module only, 1 by none',
    );
    expect(text).toContain(
      'gaps        3 ids lack some column; 1 have a scenario alone; 0 have nothing at all',
    );
    expect(text).toContain('4 catalogue entries: 4 error ids, 0 flash and item codes');
    expect(text).toContain(
      'scenarios   3 reached by a real condition, 1 by an injected fault only, 0 by none',
    );
    expect(text).toContain('  GEN500: pact covered -> none');
  });

  it('gives JSON of a stable shape', () => {
    const json = JSON.parse(jsonMatrix({ matrix, comparison: undefined }));
    expect(Object.keys(json)).toEqual(['totals', 'rows', 'baseline']);
    expect(json.baseline).toBeNull();
    expect(Object.keys(json.rows[0])).toEqual([
      'id',
      'kind',
      'area',
      'scenario',
      'scenarios',
      'storefront',
      'handling',
      'modules',
      'tests',
      'texts',
      'pact',
      'interactions',
    ]);
  });

  it('gives JUnit with a testcase per id: failed for a new gap, skipped for a known one', () => {
    const xml = junitMatrix({ matrix, comparison });
    expect(xml).toContain('tests="4" failures="1" errors="0" skipped="2"');
    expect(xml).toContain('<testcase classname="harness.errors-matrix.payment" name="PYT402"/>');
    expect(xml).toContain('<skipped message="known gap: pact: none"/>');
    expect(xml).toContain('<failure message="new gap: pact covered -&gt; none"/>');
  });
});
