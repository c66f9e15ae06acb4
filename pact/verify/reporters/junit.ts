import { countReport, type VerificationReport } from '../report';
import { failureLines, findingLine, interactionName, pactTitle } from './lines';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);

function testcase(classname: string, name: string, ms: number | undefined, body: string[]): string {
  const open = `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(name)}" time="${seconds(ms)}"`;
  return body.length === 0 ? `${open}/>` : [`${open}>`, ...body, '    </testcase>'].join('\n');
}

const failure = (lines: string[]) =>
  `      <failure message="${escapeXml(lines[0] ?? 'failed')}">${escapeXml(lines.join('\n'))}</failure>`;

function suite(name: string, cases: string[], failures: number, skipped: number, ms?: number): string[] {
  const counts = `tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}"`;
  return [`  <testsuite name="${escapeXml(name)}" ${counts}>`, ...cases, '  </testsuite>'];
}

/** JUnit XML: a testsuite per pact (a testcase per interaction) and one for the OpenAPI check. */
export function junitReport(report: VerificationReport): string {
  const suites: string[] = [];
  for (const pact of report.pacts) {
    const classname = `pact.${pact.consumer || 'broker'}.${pact.provider || 'provider'}`;
    const cases = pact.interactions.map((i) =>
      testcase(
        classname,
        interactionName(i),
        i.durationMs,
        i.passed ? [] : i.pending ? ['      <skipped message="pending"/>'] : [failure(failureLines(i))],
      ),
    );
    for (const error of pact.errors)
      cases.push(testcase(classname, 'load and verify the pact', 0, [failure([error])]));
    const failed = pact.interactions.filter((i) => !i.passed && !i.pending).length + pact.errors.length;
    const pending = pact.interactions.filter((i) => !i.passed && i.pending).length;
    const ms = pact.interactions.reduce((n, i) => n + (i.durationMs ?? 0), 0);
    suites.push(...suite(`pact ${pactTitle(pact)}`, cases, failed, pending, ms));
  }
  const openApi = report.openApi;
  const oaCases = openApi.skipped
    ? [
        testcase('pact.openapi', 'OpenAPI check', 0, [
          `      <skipped message="${escapeXml(openApi.skipped)}"/>`,
        ]),
      ]
    : openApi.files.map((f) => {
        const errors = f.findings.filter((x) => x.level === 'error');
        const warnings = f.findings.filter((x) => x.level === 'warning');
        return testcase('pact.openapi', f.pactFile, 0, [
          ...(errors.length > 0 ? [failure(errors.map(findingLine))] : []),
          ...(warnings.length > 0
            ? [`      <system-out>${escapeXml(warnings.map(findingLine).join('\n'))}</system-out>`]
            : []),
        ]);
      });
  const oaFailed = openApi.files.filter((f) => f.findings.some((x) => x.level === 'error')).length;
  suites.push(
    ...suite(
      'OpenAPI check (pacts against the OpenAPI document)',
      oaCases,
      oaFailed,
      openApi.skipped ? 1 : 0,
    ),
  );
  const c = countReport(report);
  const failures = c.failed + c.pactErrors + oaFailed;
  const tests = c.interactions + c.pactErrors + oaCases.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="harness pact verify" tests="${tests}" failures="${failures}" errors="0" time="${seconds(report.elapsedMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
