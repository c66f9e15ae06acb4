import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { checkOut } from '../scenario';
import { usageError } from '../usage-error';
import { writeReport } from '../write-report';
import { BASELINE_FILE, type Baseline, compareToBaseline, readBaseline, writeBaseline } from './baseline';
import { computeMatrix, hasGap, REPO_ROOT } from './matrix';
import { README_FILE, writeReadmeTotals } from './readme-totals';
import { jsonMatrix, junitMatrix } from './render-machine';
import { type MatrixReport, prettyMatrix, totalsLines } from './render-table';

interface MatrixFlags {
  readonly json?: boolean;
  readonly junit?: boolean;
  readonly out?: string;
  readonly gaps?: boolean;
  readonly writeBaseline?: boolean;
  readonly baseline?: string;
}

const REPORTERS = { pretty: prettyMatrix, json: jsonMatrix, junit: junitMatrix } as const;

const HELP = `
Columns:
  SCENARIO    condition: a scenario of the registry reaches the id through the simulator's world;
              fault: only a scenario injecting a fault does; none. (The first such scenario, +N more.)
  STOREFRONT  tested: the code of a storefront test outside i18n/ names the id (the first such file,
              +N more); worded: only the text tests of i18n/ do (the wording is asserted, not the
              handling); named: only a module of storefront/src does; generic: none does, so the
              storefront shows it through its catalogue handling alone (the handling is printed).
  PACT        how many interactions of the pact files in pacts/ pin the id by value, or -.

The matrix is compared with the committed baseline (cli/errors-matrix/baseline.json): an id whose
coverage went down in any column is a new gap and the command exits 1. With --junit each id is a
testcase: failed for a new gap, skipped for a known one, passed when covered in every column.

Exit codes: 0 no id went backwards; 1 a new gap against the baseline; 2 a usage error.

Examples:
  $ harness errors matrix
  $ harness errors matrix --gaps
  $ harness errors matrix --json > errors-matrix.json
  $ harness errors matrix --junit --out errors-matrix.xml
  $ harness errors matrix --write-baseline   # after coverage improved: the baseline and README totals`;

/** A baseline that is not the JSON `--write-baseline` writes is a usage error (exit 2). */
function readBaselineOrExit(file: string): Baseline {
  try {
    const baseline = readBaseline(file);
    if (baseline && typeof baseline.ids === 'object') return baseline;
  } catch {
    // reported below
  }
  usageError(`${relative(process.cwd(), file)} is not a baseline written by --write-baseline`);
}

export function registerErrorsMatrix(errors: Command): void {
  errors
    .command('matrix')
    .description(
      'For every catalogue id: the scenario that reaches it (a real condition or a fault), where the storefront shows and tests it, the pact interactions that pin it.',
    )
    .option('--json', 'print JSON (totals, rows, baseline comparison)')
    .option('--junit', 'print JUnit XML: one testcase per id')
    .option('--out <file>', 'write the JSON or JUnit report to a file (the table still prints)')
    .option('--gaps', 'only the ids that lack some column (the totals stay those of every id)')
    .option('--baseline <file>', 'compare with this baseline instead of the committed one')
    .option('--write-baseline', 'write the baseline and the README totals from the matrix as it is now')
    .addHelpText('after', HELP)
    .action((flags: MatrixFlags) => {
      if (flags.json && flags.junit) usageError('choose one of --json and --junit');
      if (flags.out && !flags.json && !flags.junit) usageError('--out needs --json or --junit');
      if (flags.writeBaseline && (flags.json || flags.junit || flags.gaps || flags.out || flags.baseline))
        usageError('--write-baseline takes no other option');
      checkOut(flags.out);
      const baselineFile = flags.baseline ? resolve(flags.baseline) : BASELINE_FILE;
      if (flags.baseline && !existsSync(baselineFile))
        usageError(`--baseline ${flags.baseline}: no such file`);
      const matrix = computeMatrix();
      if (flags.writeBaseline) {
        writeBaseline(matrix);
        const readme = writeReadmeTotals(matrix.totals);
        console.log(totalsLines(matrix.totals).join('\n'));
        console.log(`baseline written to ${relative(REPO_ROOT, BASELINE_FILE)}`);
        if (!readme) console.log(`${relative(REPO_ROOT, README_FILE)} has no totals markers: not changed`);
        return;
      }
      const comparison = existsSync(baselineFile)
        ? compareToBaseline(matrix.rows, readBaselineOrExit(baselineFile))
        : undefined;
      const shown = flags.gaps ? { ...matrix, rows: matrix.rows.filter(hasGap) } : matrix;
      const report: MatrixReport = { matrix: shown, comparison };
      const reporter = flags.json ? 'json' : flags.junit ? 'junit' : 'pretty';
      writeReport(report, REPORTERS, { reporter, out: flags.out });
      if (!comparison)
        console.error(`harness: no baseline at ${relative(REPO_ROOT, BASELINE_FILE)}; nothing compared`);
      if (comparison && comparison.regressions.length > 0) process.exitCode = 1;
    });
}
