import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

/** A violation as Chromium posts it to a report-uri. */
const violation = {
  'document-uri': 'http://127.0.0.1:4173/en-us',
  referrer: '',
  'violated-directive': 'script-src-elem',
  'effective-directive': 'script-src-elem',
  'original-policy':
    "default-src 'none'; script-src 'self'; report-uri http://127.0.0.1:4010/fapi/csp/report",
  disposition: 'enforce',
  'blocked-uri': 'inline',
  'line-number': 12,
  'column-number': 5,
  'source-file': 'http://127.0.0.1:4173/en-us',
  'status-code': 200,
  'script-sample': '',
};

const report = (session: string, body: unknown, contentType = 'application/csp-report') =>
  fetch(`${server.url}/fapi/csp/report`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-harness-session': session },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const reportsOf = async (session: string) =>
  (await (
    await fetch(`${server.url}/__harness/csp-reports`, { headers: { 'x-harness-session': session } })
  ).json()) as { session: string; reports: { receivedAt: string; report: typeof violation }[] };

describe('POST /fapi/csp/report and GET /__harness/csp-reports', () => {
  it("records a browser's report-uri post in its session, and the page's text/plain beacon", async () => {
    expect((await report('csp-a', { 'csp-report': violation })).status).toBe(204);
    const beacon = { 'csp-report': { ...violation, 'blocked-uri': 'https://evil.example/x.js' } };
    expect((await report('csp-a', beacon, 'text/plain;charset=UTF-8')).status).toBe(204);
    const { session, reports } = await reportsOf('csp-a');
    expect(session).toBe('csp-a');
    expect(reports.map((r) => r.report['blocked-uri'])).toEqual(['inline', 'https://evil.example/x.js']);
    expect(Date.parse(reports[0]?.receivedAt ?? '')).not.toBeNaN();
    expect((await reportsOf('csp-b')).reports).toEqual([]);
  });

  it('refuses a body that is no CSP report, or has a field no browser sends, with API400', async () => {
    const extra = await report('csp-extra', { 'csp-report': { ...violation, 'future-field': 'x' } });
    expect((await extra.json()).errorDetails[0].message).toMatch(/future-field/);
    expect((await reportsOf('csp-extra')).reports).toEqual([]);
    const wrong = await report('csp-extra', { measures: [] });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errorDetails[0].errorId).toBe('API400');
    expect((await report('csp-extra', { 'csp-report': {} })).status).toBe(400);
    expect((await report('csp-extra', violation, 'text/html')).status).toBe(415);
  });

  it('starts afresh with the session', async () => {
    await report('csp-reset', { 'csp-report': violation });
    await fetch(`${server.url}/__harness/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-harness-session': 'csp-reset' },
      body: '{}',
    });
    expect((await reportsOf('csp-reset')).reports).toEqual([]);
  });
});
