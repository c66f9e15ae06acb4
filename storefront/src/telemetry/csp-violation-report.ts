import type { RequestBodyInputOf } from '../../../contracts/registry/types';
import { callUrl } from '../api/call-url';
import { routeOf } from '../api/operation-route';

type CspReport = RequestBodyInputOf<'reportCspViolation'>;

/** What a violation event says, in the shape browsers post to a report-uri (the contract's bounds kept). */
export function toCspReport(event: SecurityPolicyViolationEvent): CspReport {
  const cut = (text: string, max = 4096) => text.slice(0, max);
  return {
    'csp-report': {
      'document-uri': cut(event.documentURI),
      referrer: cut(event.referrer),
      'violated-directive': cut(event.violatedDirective, 256),
      'effective-directive': cut(event.effectiveDirective, 256),
      'original-policy': cut(event.originalPolicy, 8192),
      disposition: event.disposition,
      'blocked-uri': cut(event.blockedURI),
      'source-file': cut(event.sourceFile),
      'line-number': event.lineNumber,
      'column-number': event.columnNumber,
      'status-code': event.statusCode,
      'script-sample': cut(event.sample, 256),
    },
  };
}

/** A page that keeps violating (or whose report is itself refused) sends this many reports, no more. */
export const REPORTS_PER_PAGE = 20;
let sent = 0;

/**
 * Sends one violation of the meta policy to the API's report path (a meta policy cannot name a
 * report-uri). main.tsx loads this module on the first violation. text/plain keeps the beacon a simple
 * request, with no CORS preflight, as the performance beacon's.
 */
export function reportCspViolation(event: SecurityPolicyViolationEvent, apiBaseUrl: string): void {
  if (sent >= REPORTS_PER_PAGE) return;
  sent += 1;
  const url = callUrl(apiBaseUrl, routeOf('reportCspViolation'), undefined, undefined);
  const body = new Blob([JSON.stringify(toCspReport(event))], { type: 'text/plain' });
  if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true });
}
