import { describe, expect, it } from 'vitest';
import { type Baseline, compareToBaseline, describeChange } from './baseline';
import type { MatrixRow } from './matrix';

type Row = Pick<MatrixRow, 'id' | 'scenario' | 'storefront' | 'pact'>;

const full: Omit<Row, 'id'> = { scenario: 'condition', storefront: 'tested', pact: 'covered' };
const baseline = (rows: Row[]): Baseline => ({
  note: 'test',
  totals: {} as Baseline['totals'],
  ids: Object.fromEntries(rows.map(({ id, ...coverage }) => [id, coverage])),
});

describe('the matrix against its baseline', () => {
  const before: Row[] = [
    { id: 'PYT402', ...full },
    { id: 'AUT500', scenario: 'fault', storefront: 'tested', pact: 'none' },
    { id: 'API406', scenario: 'condition', storefront: 'generic', pact: 'none' },
  ];

  it('finds nothing when nothing moved', () => {
    expect(compareToBaseline(before, baseline(before))).toEqual({ regressions: [], improvements: [] });
  });

  it('names each id and column that went down (a new gap)', () => {
    const now: Row[] = [
      { id: 'PYT402', scenario: 'fault', storefront: 'named', pact: 'none' },
      { id: 'AUT500', scenario: 'none', storefront: 'tested', pact: 'none' },
      { id: 'API406', scenario: 'condition', storefront: 'generic', pact: 'none' },
    ];
    const { regressions, improvements } = compareToBaseline(now, baseline(before));
    expect(regressions.map(describeChange)).toEqual([
      'PYT402: scenario condition -> fault',
      'PYT402: storefront tested -> named',
      'PYT402: pact covered -> none',
      'AUT500: scenario fault -> none',
    ]);
    expect(improvements).toEqual([]);
  });

  it('takes coverage gained as the baseline being behind, not as a failure', () => {
    const now: Row[] = [
      { id: 'PYT402', ...full },
      { id: 'AUT500', scenario: 'condition', storefront: 'tested', pact: 'covered' },
      { id: 'API406', scenario: 'condition', storefront: 'named', pact: 'none' },
    ];
    const { regressions, improvements } = compareToBaseline(now, baseline(before));
    expect(regressions).toEqual([]);
    expect(improvements.map(describeChange)).toEqual([
      'AUT500: scenario fault -> condition',
      'AUT500: pact none -> covered',
      'API406: storefront generic -> named',
    ]);
  });

  it('fails a new catalogue id for each gap it arrives with, and passes one covered everywhere', () => {
    const now: Row[] = [
      ...before,
      { id: 'NEW100', scenario: 'fault', storefront: 'tested', pact: 'none' },
      { id: 'NEW200', ...full },
    ];
    const { regressions } = compareToBaseline(now, baseline(before));
    expect(regressions.map(describeChange)).toEqual([
      'NEW100: scenario (new id) -> fault',
      'NEW100: pact (new id) -> none',
    ]);
  });

  it('says the baseline is behind when the catalogue dropped an id', () => {
    const { regressions, improvements } = compareToBaseline(before.slice(0, 2), baseline(before));
    expect(regressions).toEqual([]);
    expect(improvements.map((c) => c.id)).toEqual(['API406']);
  });
});
