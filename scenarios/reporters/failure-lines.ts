import type { ScenarioResult } from '../runner';

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/** Where a failed scenario stopped and each difference, one line each. */
export function failureLines(result: ScenarioResult): string[] {
  if (result.error) return [`error: ${result.error}`];
  const failed = result.steps.find((s) => s.differences.length > 0);
  if (!failed) return [];
  return [
    `step "${failed.name}" (${failed.operation}, HTTP ${failed.status ?? '-'})`,
    ...failed.differences.map((d) => `  ${d.path}: expected ${show(d.expected)}, got ${show(d.actual)}`),
  ];
}
