import { catalogue } from '../contracts/errors/catalogue';
import type { Operation } from '../contracts/registry/define-operations';
import type { StepExpectation } from './scenario';

/** One difference between what a step expected and what came back. */
export interface Difference {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

export function valueAt(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Flash and item codes an answer carries: its `flash` list and every item's `codes`. */
function codesIn(body: unknown): string[] {
  const flash = valueAt(body, 'flash');
  const items = valueAt(body, 'items');
  const fromFlash = Array.isArray(flash) ? flash.map((f) => (f as { code?: string }).code ?? '') : [];
  const fromItems = Array.isArray(items)
    ? items.flatMap((i) => ((i as { codes?: string[] }).codes ?? []) as string[])
    : [];
  return [...fromFlash, ...fromItems];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function expectedStatus(op: Operation, expect: StepExpectation): number {
  if (expect.status !== undefined) return expect.status;
  if (expect.errorId) return catalogue[expect.errorId].status;
  return op.response.status;
}

/** Every way the answer differs from the expectation (empty when the step passed). */
export function compare(op: Operation, expect: StepExpectation, status: number, body: unknown): Difference[] {
  const diffs: Difference[] = [];
  const wantStatus = expectedStatus(op, expect);
  if (status !== wantStatus) diffs.push({ path: 'status', expected: wantStatus, actual: status });
  if (expect.errorId) {
    const actual = valueAt(body, 'errorDetails.0.errorId');
    if (actual !== expect.errorId)
      diffs.push({ path: 'errorDetails.0.errorId', expected: expect.errorId, actual });
  } else if (status >= 400) {
    diffs.push({ path: 'errorDetails.0', expected: 'no error', actual: valueAt(body, 'errorDetails.0') });
  }
  const codes = codesIn(body);
  for (const code of expect.flash ?? []) {
    if (!codes.includes(code)) diffs.push({ path: 'flash', expected: code, actual: codes });
  }
  for (const [path, expected] of Object.entries(expect.fields ?? {})) {
    const actual = valueAt(body, path);
    if (!same(actual, expected)) diffs.push({ path, expected, actual });
  }
  return diffs;
}
