import { describe, expect, it } from 'vitest';
import { operations } from '../../../contracts/registry/operations';
import { useTestSimulator } from '../testing/simulator-server';
import { REPORTS_PER_PAGE, reportCspViolation, toCspReport } from './csp-violation-report';

const sim = useTestSimulator();

/** What Chromium's event carries for an inline script the meta policy blocked. */
const violation = (blockedURI = 'inline') =>
  ({
    documentURI: 'http://localhost:5173/en-us',
    referrer: '',
    violatedDirective: 'script-src-elem',
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'none'; script-src 'self'",
    disposition: 'enforce',
    blockedURI,
    sourceFile: 'http://localhost:5173/en-us',
    lineNumber: 18,
    columnNumber: 13,
    statusCode: 200,
    sample: '',
  }) as SecurityPolicyViolationEvent;

const received = async () => (await sim.simulator.worlds.get('default')).cspReports.list();

describe("the page's own CSP violation reports (meta policy)", () => {
  it('are what browsers post to a report-uri, within the contract even for a huge blocked URL', () => {
    const body = toCspReport(violation(`data:image/png;base64,${'A'.repeat(10_000)}`));
    expect(operations.reportCspViolation.request.body.safeParse(body).success).toBe(true);
    expect(toCspReport(violation())['csp-report']).toMatchObject({
      'document-uri': 'http://localhost:5173/en-us',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      'line-number': 18,
    });
  });

  it('reach the report path, and stop after a page has sent its share', async () => {
    for (let i = 0; i < REPORTS_PER_PAGE + 5; i += 1) reportCspViolation(violation(), '');
    await expect.poll(async () => (await received()).length).toBe(REPORTS_PER_PAGE);
    expect((await received())[0]?.report['blocked-uri']).toBe('inline');
  });
});
