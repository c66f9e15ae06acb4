import type { RunSummary } from '../run-many';
import { failureLines } from './failure-lines';

/** The human summary: the failures with their differences, then the counts and elapsed time. */
export function prettyReport(summary: RunSummary): string {
  const lines: string[] = [];
  for (const result of summary.results.filter((r) => !r.passed)) {
    lines.push(`\nFAIL ${result.name} (session ${result.session})`);
    for (const line of failureLines(result)) lines.push(`  ${line}`);
  }
  lines.push(
    `\n${summary.passed} passed, ${summary.failed} failed against ${summary.target} in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
