import { basename } from 'node:path';
import { type Comparison, describeChange } from './baseline';
import type { Matrix, MatrixRow, Totals } from './matrix';

/** What the command prints: the matrix and, when a baseline was read, how it compares. */
export interface MatrixReport {
  readonly matrix: Matrix;
  readonly comparison?: Comparison | undefined;
}

const padTo = (text: string, width: number) =>
  text.length <= width ? text.padEnd(width) : `${text.slice(0, width - 1)}…`;
const more = (first: string | undefined, count: number) =>
  first === undefined ? '' : count > 1 ? `${first} +${count - 1}` : first;

function cells(row: MatrixRow): [string, string, string] {
  const scenario = `${row.scenario.padEnd(9)} ${more(row.scenarios[0]?.scenario, row.scenarios.length)}`;
  const where =
    row.storefront === 'tested' || row.storefront === 'worded'
      ? more(basename(row.tests[0] ?? ''), row.tests.length)
      : row.storefront === 'named'
        ? more(basename(row.modules[0] ?? ''), row.modules.length)
        : row.handling.join(', ') || 'no handling';
  const pact = row.pact === 'covered' ? `${row.interactions.length}` : '-';
  return [scenario, `${row.storefront.padEnd(7)} ${where}`, pact];
}

/** The summary lines (also the README's totals). */
export function totalsLines(t: Totals): string[] {
  return [
    `${t.ids} catalogue entries: ${t.errorIds} error ids, ${t.flashCodes} flash and item codes`,
    `scenarios   ${t.condition} reached by a real condition, ${t.faultOnly} by an injected fault only, ${t.noScenario} by none`,
    `storefront  ${t.tested} asserted by a test, ${t.worded} by a text test only, ${t.namedOnly} named by a module only, ${t.generic} by none`,
    `pact        ${t.pact} pinned by an interaction, ${t.ids - t.pact} by none`,
    `gaps        ${t.withGap} ids lack some column; ${t.scenarioOnly} have a scenario alone; ${t.uncovered} have nothing at all`,
  ];
}

function baselineLines(comparison: Comparison | undefined, uncovered: readonly string[]): string[] {
  const lines = uncovered.length > 0 ? [`no coverage  ${uncovered.join(', ')}`] : [];
  if (!comparison) return lines;
  if (comparison.regressions.length > 0)
    lines.push(
      `BACKWARDS   ${comparison.regressions.length} new gap(s) against the baseline:`,
      ...comparison.regressions.map((c) => `  ${describeChange(c)}`),
    );
  else lines.push('baseline    no id went backwards');
  if (comparison.improvements.length > 0)
    lines.push(
      `baseline    behind by ${comparison.improvements.length} improvement(s); run: node cli/bin.mjs errors matrix --write-baseline`,
    );
  return lines;
}

/** The matrix as a table that fits a terminal (about 120 columns), then the totals. */
export function prettyMatrix({ matrix, comparison }: MatrixReport): string {
  const idWidth = Math.min(36, Math.max(...matrix.rows.map((r) => r.id.length)));
  const header = `${padTo('ID', idWidth)}  ${padTo('SCENARIO', 36)}  ${padTo('STOREFRONT', 38)}  PACT`;
  const rows = matrix.rows.map((row) => {
    const [scenario, storefront, pact] = cells(row);
    return `${padTo(row.id, idWidth)}  ${padTo(scenario, 36)}  ${padTo(storefront, 38)}  ${pact}`;
  });
  const uncovered = matrix.rows
    .filter((r) => r.scenario === 'none' && r.storefront === 'generic' && r.pact === 'none')
    .map((r) => r.id);
  return [header, ...rows, '', ...totalsLines(matrix.totals), ...baselineLines(comparison, uncovered)]
    .map((line) => line.trimEnd())
    .join('\n');
}
