import type { BrowserContext, Page, Response } from '@playwright/test';

/** One `securitypolicyviolation` event a page of the test fired, as the test records it. */
export interface PageViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly policy: 'meta' | 'header';
  readonly source: string;
}

/** A violation the simulator received for the test's session (GET /__harness/csp-reports). */
export interface ReceivedReport {
  readonly receivedAt: string;
  readonly report: Record<string, unknown>;
}

/**
 * Records every Content-Security-Policy violation any page of the context fires, from the document's start
 * (an init script and a binding run outside the page's policy), across navigations. A violation of the
 * header policy names its report-uri; one of the meta policy does not.
 */
export async function watchCspViolations(context: BrowserContext): Promise<() => PageViolation[]> {
  const violations: PageViolation[] = [];
  await context.exposeBinding('__cspViolation', ({ page }, violation: Omit<PageViolation, 'page'>) => {
    violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (v: object) => void }).__cspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        policy: event.originalPolicy.includes('report-uri') ? 'header' : 'meta',
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`.trim(),
      });
    });
  });
  return () => [...violations];
}

/** The policy a page runs under: its meta tag's, and its document's header (`response` of its goto). */
export async function policiesOf(
  page: Page,
  response: Response | null,
): Promise<{ header: string; meta: string }> {
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  return { header: (await response?.headerValue('content-security-policy')) ?? '', meta: meta ?? '' };
}

export const describeViolations = (violations: readonly PageViolation[]): string =>
  violations
    .map((v) => `${v.policy} ${v.directive} blocked "${v.blocked}" on ${v.page} (${v.source})`)
    .join('\n');
