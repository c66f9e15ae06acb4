import type { RunSummary } from '../run-many';
import { failureLines } from './failure-lines';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** JUnit XML, which CI systems read: one testcase per scenario, the differences in its failure. */
export function junitReport(summary: RunSummary): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = summary.results.map((r) => {
    const open = `    <testcase classname="harness.scenarios" name="${escapeXml(r.name)}" time="${seconds(r.durationMs)}"`;
    if (r.passed) return `${open}/>`;
    const lines = failureLines(r);
    return `${open}>\n      <failure message="${escapeXml(lines[0] ?? 'failed')}">${escapeXml(lines.join('\n'))}</failure>\n    </testcase>`;
  });
  const counts = `tests="${summary.results.length}" failures="${summary.failed}" errors="0" time="${seconds(summary.elapsedMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="harness" ${counts}>`,
    `  <testsuite name="harness scenarios (${escapeXml(summary.target)})" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
