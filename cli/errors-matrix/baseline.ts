import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COLUMNS,
  type Column,
  LEVELS,
  type Level,
  type Matrix,
  type MatrixRow,
  REPO_ROOT,
  type Totals,
} from './matrix';

/** The committed floor: each id's level in each column. */
export const BASELINE_FILE = join(REPO_ROOT, 'cli', 'errors-matrix', 'baseline.json');

/** The command that writes the baseline (and the README's totals) from the matrix as it is now. */
export const WRITE_BASELINE = 'node cli/bin.mjs errors matrix --write-baseline';

export type Coverage = { readonly [C in Column]: Level<C> };

export interface Baseline {
  readonly note: string;
  readonly totals: Totals;
  readonly ids: Readonly<Record<string, Coverage>>;
}

/** One column of one id that moved: down is a new gap, up is coverage the baseline does not hold yet. */
export interface Change {
  readonly id: string;
  readonly column: Column;
  readonly was: string;
  readonly now: string;
}

export interface Comparison {
  /** Columns that went down, and new ids that arrive with a gap: each fails the check. */
  readonly regressions: Change[];
  /** Columns that went up, and ids the catalogue dropped: the baseline is behind. */
  readonly improvements: Change[];
}

const coverageOf = (row: Pick<MatrixRow, Column>): Coverage => ({
  scenario: row.scenario,
  storefront: row.storefront,
  pact: row.pact,
});

export function baselineOf(matrix: Matrix): Baseline {
  return {
    note: `Each catalogue id's coverage (issue 28, the error matrix): the floor the matrix may not go below. Written by ${WRITE_BASELINE}; do not edit by hand.`,
    totals: matrix.totals,
    ids: Object.fromEntries(matrix.rows.map((row) => [row.id, coverageOf(row)])),
  };
}

const rank = (column: Column, level: string) => (LEVELS[column] as readonly string[]).indexOf(level);

/** Each id's columns against the baseline. An id the baseline lacks counts as new: every gap it has is a regression. */
export function compareToBaseline(
  rows: readonly Pick<MatrixRow, 'id' | Column>[],
  baseline: Baseline,
): Comparison {
  const regressions: Change[] = [];
  const improvements: Change[] = [];
  for (const row of rows) {
    const was = baseline.ids[row.id];
    for (const column of COLUMNS) {
      const now = row[column];
      const before = was ? was[column] : '(new id)';
      const top = LEVELS[column].at(-1) as string;
      const down = was ? rank(column, now) < rank(column, before) : now !== top;
      const up = was ? rank(column, now) > rank(column, before) : false;
      if (down) regressions.push({ id: row.id, column, was: before, now });
      if (up) improvements.push({ id: row.id, column, was: before, now });
    }
  }
  const current = new Set(rows.map((r) => r.id));
  for (const id of Object.keys(baseline.ids).filter((k) => !current.has(k)))
    improvements.push({ id, column: 'scenario', was: 'in the catalogue', now: 'gone from the catalogue' });
  return { regressions, improvements };
}

export const describeChange = (c: Change) => `${c.id}: ${c.column} ${c.was} -> ${c.now}`;

export function readBaseline(file = BASELINE_FILE): Baseline {
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

export function writeBaseline(matrix: Matrix, file = BASELINE_FILE): void {
  writeFileSync(file, `${JSON.stringify(baselineOf(matrix), null, 2)}\n`);
}
