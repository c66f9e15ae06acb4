import { countReport, type VerificationReport } from '../report';
import { failureLines, findingLine, interactionName, pactTitle } from './lines';

const ms = (n: number | undefined) => (n === undefined ? '' : ` (${n} ms)`);

/** One line per interaction with its mismatches indented, the OpenAPI findings, then the counts. */
export function prettyReport(report: VerificationReport): string {
  const lines: string[] = report.warnings.map((w) => `warning: ${w}`);
  for (const pact of report.pacts) {
    lines.push('', pactTitle(pact));
    for (const i of pact.interactions) {
      const mark = i.passed ? '✓' : i.pending ? '○' : '✗';
      lines.push(`  ${mark} ${interactionName(i)}${i.pending ? ' [pending]' : ''}${ms(i.durationMs)}`);
      if (!i.passed) for (const line of failureLines(i)) lines.push(`      ${line}`);
    }
    for (const error of pact.errors) lines.push(`  ✗ ${error}`);
  }
  lines.push('');
  if (report.openApi.skipped) lines.push(`OpenAPI check skipped: ${report.openApi.skipped}`);
  else {
    lines.push('OpenAPI check (each pact against the generated OpenAPI document)');
    for (const file of report.openApi.files) {
      const mark = file.findings.some((f) => f.level === 'error') ? '✗' : '✓';
      lines.push(`  ${mark} ${file.pactFile}`);
      for (const f of file.findings) lines.push(`      ${findingLine(f)}`);
    }
  }
  const c = countReport(report);
  const openApi = report.openApi.skipped
    ? 'OpenAPI check skipped'
    : `OpenAPI: ${c.openApiErrors} error${c.openApiErrors === 1 ? '' : 's'}, ${c.openApiWarnings} warning${c.openApiWarnings === 1 ? '' : 's'}`;
  const extra = [
    ...(c.pending > 0 ? [`${c.pending} pending`] : []),
    ...(c.pactErrors > 0 ? [`${c.pactErrors} pact error${c.pactErrors === 1 ? '' : 's'}`] : []),
  ];
  lines.push(
    '',
    `${c.interactions} interaction${c.interactions === 1 ? '' : 's'}: ${c.passed} passed, ${c.failed} failed` +
      `${extra.map((e) => `, ${e}`).join('')}; ${openApi}; against ${report.target} in ${(report.elapsedMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
