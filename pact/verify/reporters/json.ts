import { countReport, reportPassed, type VerificationReport } from '../report';

/** One JSON document: passed, the counts, then the whole report. */
export function jsonReport(report: VerificationReport): string {
  return JSON.stringify({ passed: reportPassed(report), counts: countReport(report), ...report }, null, 2);
}
