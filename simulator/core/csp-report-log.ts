import type { RequestBodyOf } from '../../contracts/registry/types';

/** One violation as the report carried it (contracts/operations/fapi.ts, reportCspViolation). */
export type CspViolation = RequestBodyOf<'reportCspViolation'>['csp-report'];

/** What a world keeps of one report: the violation and when (the session's clock) it arrived. */
export interface RecordedCspReport {
  readonly receivedAt: string;
  readonly report: CspViolation;
}

/** A world keeps its latest reports only, so a page that loops on a violation cannot grow the heap. */
export const CSP_REPORTS_KEPT = 200;

/** The Content-Security-Policy violation reports one world received, oldest first. */
export class CspReportLog {
  #reports: RecordedCspReport[] = [];

  add(entry: RecordedCspReport): void {
    this.#reports.push(entry);
    if (this.#reports.length > CSP_REPORTS_KEPT)
      this.#reports.splice(0, this.#reports.length - CSP_REPORTS_KEPT);
  }

  list(): readonly RecordedCspReport[] {
    return this.#reports;
  }

  /** Replaces the log with these entries (a world snapshot's). */
  restore(entries: readonly RecordedCspReport[]): void {
    this.#reports = entries.slice(-CSP_REPORTS_KEPT);
  }
}
