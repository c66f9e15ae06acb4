import { escapeXml } from '../images/svg';
import type { DriftSummary, OperationDrift } from './drift-report';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const errorIdsText = (o: OperationDrift) =>
  Object.entries(o.errorIds)
    .map(([id, n]) => (n === 1 ? id : `${id} x${n}`))
    .join(', ');

/** One line per violated field: `  response-schema body.name x3: expected string, got missing`. */
const fieldLines = (o: OperationDrift, indent: string) =>
  o.fields.map(
    (f) =>
      `${indent}${f.kind} ${f.field}${f.count > 1 ? ` x${f.count}` : ''}: expected ${f.expected}, got ${f.got}`,
  );

/** For people: a headline, then each operation with its calls, violated fields and error ids. */
export function prettyDrift(summary: DriftSummary): string {
  const drifting = summary.operations.filter((o) => o.violations > 0).length;
  const head =
    `harness proxy: ${plural(summary.calls, 'call')} to ${summary.target}, ` +
    `${plural(summary.violations, 'violation')} in ${plural(drifting, 'operation')}`;
  const lines = summary.operations.flatMap((o) => {
    const faults = o.injectedFaults > 0 ? `, ${o.injectedFaults} answered by injected faults` : '';
    const ids = errorIdsText(o);
    const mark = o.violations > 0 ? 'DRIFT' : 'ok   ';
    return [
      `  ${mark} ${o.operation}: ${plural(o.calls, 'call')}, ${plural(o.violations, 'violation')}${faults}${ids ? `; error ids ${ids}` : ''}`,
      ...fieldLines(o, '          '),
    ];
  });
  return [head, ...lines].join('\n');
}

export const jsonDrift = (summary: DriftSummary): string => `${JSON.stringify(summary, null, 2)}\n`;

/** JUnit XML for CI: one testcase per operation, failing with its violated fields. */
export function junitDrift(summary: DriftSummary): string {
  const failures = summary.operations.filter((o) => o.violations > 0).length;
  const counts = `tests="${summary.operations.length}" failures="${failures}" errors="0"`;
  const cases = summary.operations.map((o) => {
    const open = `    <testcase classname="harness.proxy" name="${escapeXml(o.operation)}"`;
    if (o.violations === 0) return `${open}/>`;
    const lines = fieldLines(o, '');
    const message = `${plural(o.violations, 'violation')} in ${plural(o.calls, 'call')}`;
    return `${open}>\n      <failure message="${escapeXml(message)}">${escapeXml(lines.join('\n'))}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="harness" ${counts}>`,
    `  <testsuite name="harness proxy (${escapeXml(summary.target)})" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export const DRIFT_REPORTERS = { pretty: prettyDrift, json: jsonDrift, junit: junitDrift } as const;
