import type { OpenApiFinding } from './openapi-check';

export type { OpenApiFinding };

/** One difference the verifier found between the pact and the provider's answer. */
export interface Mismatch {
  /** Where: `$.items[0].qty` (body), `status`, `header x-foo`, `query page`, `path`. */
  readonly path: string;
  readonly expected?: string;
  readonly actual?: string;
  /** The verifier's kind of mismatch: BodyMismatch, StatusMismatch, HeaderMismatch, ... */
  readonly type: string;
  /** The verifier's own sentence ("Expected 5 (Integer) to be the same type as '1' (String)"). */
  readonly message: string;
}

export interface InteractionResult {
  readonly description: string;
  /** The provider states it names, in order. */
  readonly states: readonly string[];
  readonly passed: boolean;
  /** A pending interaction (Pact Broker "pending pacts"): its failure does not fail the run. */
  readonly pending: boolean;
  readonly durationMs?: number;
  readonly mismatches: readonly Mismatch[];
  /** Why it could not be compared: the request failed, or a state's setup failed (with its message). */
  readonly error?: string;
}

/** The verification of one pact (consumer and provider), from a file or from a broker. */
export interface PactResult {
  /** The pact file, or the broker URL the pact came from. */
  readonly source: string;
  readonly consumer: string;
  readonly provider: string;
  readonly interactions: readonly InteractionResult[];
  /** Problems not tied to an interaction: a pact the verifier could not load, a broker that did not answer. */
  readonly errors: readonly string[];
}

/** The OpenAPI part of the drift check in the report: each pact file's findings, or why it did not run. */
export interface OpenApiSection {
  /** Why it did not run (--no-openapi-check, pacts from a broker), or absent when it ran. */
  readonly skipped?: string;
  readonly files: readonly { readonly pactFile: string; readonly findings: readonly OpenApiFinding[] }[];
}

export interface VerificationReport {
  /** What was verified: "the simulator (in-process)" or the provider base URL. */
  readonly target: string;
  readonly pacts: readonly PactResult[];
  readonly openApi: OpenApiSection;
  /** Things the user should know that did not stop the run (no state-setup URL, ...). */
  readonly warnings: readonly string[];
  readonly elapsedMs: number;
}

export interface ReportCounts {
  readonly interactions: number;
  readonly passed: number;
  readonly failed: number;
  readonly pending: number;
  readonly pactErrors: number;
  readonly openApiErrors: number;
  readonly openApiWarnings: number;
}

export function countReport(report: VerificationReport): ReportCounts {
  const all = report.pacts.flatMap((p) => p.interactions);
  const findings = report.openApi.files.flatMap((f) => f.findings);
  return {
    interactions: all.length,
    passed: all.filter((i) => i.passed).length,
    failed: all.filter((i) => !i.passed && !i.pending).length,
    pending: all.filter((i) => !i.passed && i.pending).length,
    pactErrors: report.pacts.reduce((n, p) => n + p.errors.length, 0),
    openApiErrors: findings.filter((f) => f.level === 'error').length,
    openApiWarnings: findings.filter((f) => f.level === 'warning').length,
  };
}

/** The run passes when every interaction passed (or is pending), no pact failed to load, no OpenAPI error. */
export function reportPassed(report: VerificationReport): boolean {
  const c = countReport(report);
  return c.failed === 0 && c.pactErrors === 0 && c.openApiErrors === 0 && c.interactions > 0;
}
