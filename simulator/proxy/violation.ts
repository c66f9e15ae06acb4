/** What `harness proxy` finds wrong in one exchange with the real backend, and how it says so. */

export const VIOLATION_KINDS = [
  'unknown-operation',
  'request-schema',
  'response-schema',
  'undeclared-status',
  'undeclared-error-id',
  'error-envelope',
] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

export interface Violation {
  readonly kind: ViolationKind;
  /** The operationId, or "METHOD /path" when no operation takes the call. */
  readonly operation: string;
  /** Where: `params.basketId`, `query.pageSize`, `body.items.0.qty`, `status`, `path`. */
  readonly field: string;
  readonly expected: string;
  readonly got: string;
}

/** The response header that sums up an exchange's violations for its caller. */
export const DRIFT_HEADER = 'x-harness-drift';

/** How many violations the header names (the count covers all of them). */
const SHOWN_IN_HEADER = 3;

/** Header values are visible ASCII: anything else in a field name (a key the backend made up) becomes `?`. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** `0`, or `2; response-schema body.name; undeclared-status status` (the first few, then `...`). */
export function driftHeaderValue(violations: readonly Violation[]): string {
  const named = violations.slice(0, SHOWN_IN_HEADER).map((v) => `${v.kind} ${v.field}`);
  const more = violations.length > SHOWN_IN_HEADER ? ['...'] : [];
  return headerSafe([String(violations.length), ...named, ...more].join('; '));
}

/** The log line of one violation: operation, kind, field, expected, got. */
export function violationLine(v: Violation): string {
  return `${v.operation} ${v.kind} ${v.field}: expected ${v.expected}, got ${v.got}`;
}
