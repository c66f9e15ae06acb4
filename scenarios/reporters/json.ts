import type { RunSummary } from '../run-many';

export function jsonReport(summary: RunSummary): string {
  return JSON.stringify(summary, null, 2);
}
