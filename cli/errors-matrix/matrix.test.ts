import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueList } from '../../contracts/errors/catalogue';
import { compareToBaseline, describeChange, readBaseline, WRITE_BASELINE } from './baseline';
import { computeMatrix, type Matrix } from './matrix';
import { README_FILE, readmeBlock, totalsBlock } from './readme-totals';

/**
 * The error matrix of the repository as it is: it may not go backwards against the committed baseline, and the
 * README's totals are the matrix's. This is the test that keeps the matrix from going backwards.
 */
describe('the error-catalogue matrix', () => {
  let matrix: Matrix;
  let millis = 0;
  beforeAll(() => {
    const start = performance.now();
    matrix = computeMatrix();
    millis = performance.now() - start;
  });

  it('has a row for every catalogue entry, in catalogue order, and is quick', () => {
    expect(matrix.rows.map((r) => r.id)).toEqual(catalogueList.map((e) => e.id));
    expect(matrix.totals.ids).toBe(catalogueList.length);
    expect(millis).toBeLessThan(5000);
  });

  it('derives what it says (spot checks of facts stated elsewhere)', () => {
    const row = (id: string) => matrix.rows.find((r) => r.id === id);
    // error-aut500 injects AUT500 (scenarios/errors/auth.ts): no condition of the simulator reaches it.
    expect(row('AUT500')?.scenarios).toContainEqual({ scenario: 'error-aut500', by: 'fault' });
    expect(row('AUT500')?.scenario).toBe('fault');
    expect(row('PYT402')?.scenario).toBe('condition');
    expect(row('PYT402')?.tests).toContain('features/checkout/order/place-order-outcome.test.ts');
    // The pact's back-in-stock interaction pins PLP400 (pacts/storefront-commerce-api.json).
    expect(row('PLP400')?.interactions.map((i) => i.interaction)).toContain(
      'a back-in-stock request for a sku the product does not have (shown on the size)',
    );
  });

  it('has no id whose coverage went down against the baseline (a new gap)', () => {
    const { regressions } = compareToBaseline(matrix.rows, readBaseline());
    expect(
      regressions.map(describeChange),
      'These ids lost coverage (cli/errors-matrix/baseline.json). Bring it back; only if the loss is meant, ' +
        `run ${WRITE_BASELINE} and say why in the commit`,
    ).toEqual([]);
  });

  it('has a baseline that is not behind the matrix (so a later loss cannot hide)', () => {
    const { improvements } = compareToBaseline(matrix.rows, readBaseline());
    expect(
      improvements.map(describeChange),
      `Coverage improved: run ${WRITE_BASELINE} (the baseline and the README totals) and commit both`,
    ).toEqual([]);
  });

  it("shows the matrix's totals in the README", () => {
    expect(readmeBlock(readFileSync(README_FILE, 'utf8')), `run ${WRITE_BASELINE}`).toBe(
      totalsBlock(matrix.totals),
    );
  });
});
