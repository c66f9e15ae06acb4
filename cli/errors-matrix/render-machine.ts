import { COLUMNS, hasGap, LEVELS, type MatrixRow } from './matrix';
import type { MatrixReport } from './render-table';

/**
 * The stable JSON shape: `totals`, `rows` (one per id, catalogue order, every list in a fixed order) and
 * `baseline` (`regressions` and `improvements`, or null when no baseline was read).
 */
export function jsonMatrix({ matrix, comparison }: MatrixReport): string {
  return JSON.stringify(
    {
      totals: matrix.totals,
      rows: matrix.rows,
      baseline: comparison
        ? { regressions: comparison.regressions, improvements: comparison.improvements }
        : null,
    },
    null,
    2,
  );
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The columns where a row falls short of the best level, in words. */
export function gapsOf(row: MatrixRow): string[] {
  return COLUMNS.filter((c) => row[c] !== LEVELS[c].at(-1)).map((c) => `${c}: ${row[c]}`);
}

/**
 * JUnit XML: one testcase per id. It fails only where the id went backwards against the baseline (a new gap),
 * is skipped with its known gaps named where it lacks some column's best level, and passes when covered
 * everywhere. So a CI dashboard turns red on a regression, not on the gaps the baseline already records.
 */
export function junitMatrix({ matrix, comparison }: MatrixReport): string {
  const regressed = new Map<string, string[]>();
  for (const c of comparison?.regressions ?? [])
    regressed.set(c.id, [...(regressed.get(c.id) ?? []), `${c.column} ${c.was} -> ${c.now}`]);
  let failures = 0;
  let skipped = 0;
  const cases = matrix.rows.map((row) => {
    const open = `    <testcase classname="harness.errors-matrix.${row.area}" name="${escapeXml(row.id)}"`;
    const down = regressed.get(row.id);
    if (down) {
      failures++;
      return `${open}>\n      <failure message="${escapeXml(`new gap: ${down.join('; ')}`)}"/>\n    </testcase>`;
    }
    if (hasGap(row)) {
      skipped++;
      return `${open}>\n      <skipped message="${escapeXml(`known gap: ${gapsOf(row).join('; ')}`)}"/>\n    </testcase>`;
    }
    return `${open}/>`;
  });
  const counts = `tests="${matrix.rows.length}" failures="${failures}" errors="0" skipped="${skipped}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="harness" ${counts}>`,
    `  <testsuite name="harness errors matrix" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
