import { describe, expect, it } from 'vitest';
import { reportPassed, type VerificationReport } from '../report';
import { jsonReport } from './json';
import { junitReport } from './junit';
import { prettyReport } from './pretty';

const report: VerificationReport = {
  target: 'the simulator (in-process)',
  warnings: ['no --state-setup-url: provider states will not be set up'],
  elapsedMs: 1234,
  pacts: [
    {
      source: 'pacts/storefront-commerce-api.json',
      consumer: 'storefront',
      provider: 'commerce-api',
      interactions: [
        {
          description: 'read the cart',
          states: ['a guest cart'],
          passed: true,
          pending: false,
          durationMs: 80,
          mismatches: [],
        },
        {
          description: 'add a line',
          states: ['a guest cart', 'a product in stock'],
          passed: false,
          pending: false,
          mismatches: [
            { path: '$.items[0].qty', expected: '1', actual: '"1"', type: 'BodyMismatch', message: 'type' },
            { path: '$.totals', type: 'BodyMismatch', message: 'missing from the answer' },
          ],
        },
        {
          description: 'apply <coupon>',
          states: ['x'],
          passed: false,
          pending: false,
          mismatches: [],
          error: 'state setup failed (HTTP 400): no provider state "x"',
        },
        { description: 'new thing', states: [], passed: false, pending: true, mismatches: [] },
      ],
      errors: ['Failed to load pact: broken'],
    },
  ],
  openApi: {
    files: [
      {
        pactFile: 'pacts/storefront-commerce-api.json',
        findings: [
          {
            interaction: 'add a line',
            location: '[root].interactions[1].response.body',
            code: 'response.body.incompatible',
            message: 'no totals',
            level: 'error',
          },
          {
            interaction: 'read the cart',
            code: 'request.header.unknown',
            message: 'x-extra',
            level: 'warning',
          },
        ],
      },
    ],
  },
};

describe('pact verify reporters', () => {
  it('pretty: one line per interaction, its mismatches below, the findings, then the counts', () => {
    const lines = prettyReport(report).split('\n');
    expect(lines[0]).toBe('warning: no --state-setup-url: provider states will not be set up');
    expect(lines).toContain('  ✓ given a guest cart · read the cart (80 ms)');
    expect(lines).toContain('  ✗ given a guest cart and a product in stock · add a line');
    expect(lines).toContain('      $.items[0].qty: expected 1, got "1" (BodyMismatch)');
    expect(lines).toContain('      $.totals: missing from the answer (BodyMismatch)');
    expect(lines).toContain('      state setup failed (HTTP 400): no provider state "x"');
    expect(lines).toContain('  ○ new thing [pending]');
    expect(lines).toContain('  ✗ Failed to load pact: broken');
    expect(lines).toContain(
      '      error response.body.incompatible add a line at [root].interactions[1].response.body: no totals',
    );
    expect(lines.at(-1)).toBe(
      '4 interactions: 1 passed, 2 failed, 1 pending, 1 pact error; OpenAPI: 1 error, 1 warning; against the simulator (in-process) in 1.2 s',
    );
  });

  it('junit: a suite per pact and one for the OpenAPI check, failures with their lines, pending skipped', () => {
    const xml = junitReport(report);
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml).toContain('<testsuites name="harness pact verify" tests="6" failures="4"');
    expect(xml).toContain('name="given x · apply &lt;coupon&gt;"');
    expect(xml).toContain('$.items[0].qty: expected 1, got &quot;1&quot; (BodyMismatch)');
    expect(xml).toMatch(/name="new thing" time="0.000">\s*<skipped message="pending"\/>/);
    expect(xml).toContain('<system-out>warning request.header.unknown read the cart: x-extra</system-out>');
  });

  it('json: one document with passed and the counts', () => {
    const parsed = JSON.parse(jsonReport(report));
    expect(parsed).toMatchObject({
      passed: false,
      counts: { interactions: 4, failed: 2, pending: 1, openApiErrors: 1 },
    });
    expect(parsed.pacts[0].interactions[1].mismatches[0].path).toBe('$.items[0].qty');
  });

  it('an OpenAPI error alone fails the run; warnings and pending interactions do not', () => {
    const pact = report.pacts[0];
    if (!pact) throw new Error('fixture');
    const clean = {
      ...pact,
      errors: [],
      interactions: pact.interactions.filter((i) => i.passed || i.pending),
    };
    const warningOnly = {
      files: [
        {
          pactFile: 'p.json',
          findings: [{ interaction: 'i', code: 'c', message: 'm', level: 'warning' as const }],
        },
      ],
    };
    expect(reportPassed({ ...report, pacts: [clean], openApi: warningOnly })).toBe(true);
    expect(reportPassed({ ...report, pacts: [clean] })).toBe(false);
    expect(reportPassed({ ...report, pacts: [{ ...clean, interactions: [] }], openApi: warningOnly })).toBe(
      false,
    );
  });
});
