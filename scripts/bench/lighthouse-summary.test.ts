import { describe, expect, it } from 'vitest';
import {
  formatMisses,
  formatTable,
  medianRun,
  type PageSummary,
  type RunFigures,
  targetMisses,
} from './lighthouse-summary';

const run = (performance: number | null, accessibility = 1, lcpMs = 2000): RunFigures => ({
  scores: { performance, accessibility, 'best-practices': 1, seo: 0.9 },
  lcpMs,
  tbtMs: 50,
  cls: 0,
});

const page = (name: string, figures: RunFigures): PageSummary => ({
  page: name,
  path: `/en-us/${name}`,
  ...figures,
  runs: [figures],
});

describe('medianRun', () => {
  it('picks the run with the median performance score', () => {
    expect(medianRun([run(0.5), run(0.9), run(0.7)]).scores.performance).toBe(0.7);
  });

  it('sorts unscored runs below every scored one', () => {
    expect(medianRun([run(null), run(0.8), run(0.6)]).scores.performance).toBe(0.6);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});

describe('targets', () => {
  it('reports performance under 0.90 and accessibility under 0.95, and an unscored category as a miss', () => {
    const misses = targetMisses([
      page('home', run(0.9, 0.95)),
      page('cart', run(0.89, 0.94)),
      page('product', run(null)),
    ]);
    expect(misses.map((m) => `${m.page} ${m.category}`)).toEqual([
      'cart performance',
      'cart accessibility',
      'product performance',
    ]);
    expect(formatMisses(misses)).toMatch(/3 TARGET MISSES/);
    expect(formatMisses([])).toMatch(/All targets met/);
  });

  it('marks the missed cells in the table with two decimals', () => {
    const table = formatTable([page('home', run(0.934)), page('cart', run(0.75))]);
    expect(table).toContain('| home | 0.93 ');
    expect(table).toContain('0.75 ✗');
    expect(table).toContain('2000 ms');
  });
});
