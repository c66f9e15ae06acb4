import type { ExchangeCheck } from './check-exchange';
import type { ViolationKind } from './violation';

/** One field's violations of one kind: how often, and the latest expected/got. */
export interface FieldDrift {
  readonly kind: ViolationKind;
  readonly field: string;
  readonly count: number;
  readonly expected: string;
  readonly got: string;
}

export interface OperationDrift {
  /** The operationId, or "METHOD /path" for a call no operation takes. */
  readonly operation: string;
  readonly calls: number;
  /** Calls the proxy answered itself with an injected fault (not forwarded, not checked). */
  readonly injectedFaults: number;
  readonly violations: number;
  /** Most frequent first. */
  readonly fields: readonly FieldDrift[];
  /** Every errorId the backend answered, with how often. */
  readonly errorIds: Readonly<Record<string, number>>;
}

export interface DriftSummary {
  readonly target: string;
  readonly calls: number;
  readonly violations: number;
  readonly operations: readonly OperationDrift[];
}

interface Tally {
  calls: number;
  injectedFaults: number;
  violations: number;
  fields: Map<string, { kind: ViolationKind; field: string; count: number; expected: string; got: string }>;
  errorIds: Map<string, number>;
}

/** The proxy's running drift report: calls, violations by field and kind, and error ids, per operation. */
export class DriftReport {
  readonly #operations = new Map<string, Tally>();

  constructor(readonly target: string) {}

  #tally(operation: string): Tally {
    let tally = this.#operations.get(operation);
    if (!tally) {
      tally = { calls: 0, injectedFaults: 0, violations: 0, fields: new Map(), errorIds: new Map() };
      this.#operations.set(operation, tally);
    }
    return tally;
  }

  record(check: ExchangeCheck): void {
    const tally = this.#tally(check.operation);
    tally.calls += 1;
    tally.violations += check.violations.length;
    for (const v of check.violations) {
      const key = `${v.kind} ${v.field}`;
      const seen = tally.fields.get(key);
      tally.fields.set(key, {
        kind: v.kind,
        field: v.field,
        count: (seen?.count ?? 0) + 1,
        expected: v.expected,
        got: v.got,
      });
    }
    for (const id of check.errorIds) tally.errorIds.set(id, (tally.errorIds.get(id) ?? 0) + 1);
  }

  /** A call answered by an injected fault instead of the backend. */
  recordFault(operation: string): void {
    const tally = this.#tally(operation);
    tally.calls += 1;
    tally.injectedFaults += 1;
  }

  /** Plain data (the JSON of GET /__harness/drift and the reporters' input); operations by name. */
  summary(): DriftSummary {
    const operations = [...this.#operations]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([operation, t]): OperationDrift => ({
          operation,
          calls: t.calls,
          injectedFaults: t.injectedFaults,
          violations: t.violations,
          fields: [...t.fields.values()].sort((a, b) => b.count - a.count),
          errorIds: Object.fromEntries([...t.errorIds].sort(([a], [b]) => a.localeCompare(b))),
        }),
      );
    const sum = (pick: (o: OperationDrift) => number) => operations.reduce((n, o) => n + pick(o), 0);
    return {
      target: this.target,
      calls: sum((o) => o.calls),
      violations: sum((o) => o.violations),
      operations,
    };
  }
}
