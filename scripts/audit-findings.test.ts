import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageOf } from '../storefront/vite-plugins/shipped-packages';
import { auditOutcome } from './audit-findings';

const sample = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./audit-samples/${name}`, import.meta.url), 'utf8'));

/** What build/shipped-packages.json lists for the sample (react-router and zod ship; msw's data does not). */
const SHIPPED = new Set(['react', 'react-dom', 'react-router', 'zod']);

describe('npm audit, judged by what ships to the browser', () => {
  it('fails on a high or critical advisory for a shipped package only; every other advisory is a warning', () => {
    const outcome = auditOutcome(sample('npm-audit-v2.json'), SHIPPED);
    if (outcome.kind !== 'audited') throw new Error(`no audit: ${outcome.reason}`);
    expect(outcome.failures.map((a) => [a.name, a.severity, a.title])).toEqual([
      ['react-router', 'high', 'SAMPLE: open redirect in a route loader'],
    ]);
    // The critical advisory is about a simulator-only dependency: listed, not failing. A package that only
    // depends on a vulnerable one (via: ["lodash-like"]) adds no advisory of its own.
    expect(outcome.warnings.map((a) => [a.name, a.severity, a.shipped])).toEqual([
      ['lodash-like', 'critical', false],
      ['zod', 'moderate', true],
      ['react-router', 'low', true],
    ]);
  });

  it('fails on that critical advisory once its package ships', () => {
    const outcome = auditOutcome(sample('npm-audit-v2.json'), new Set([...SHIPPED, 'lodash-like']));
    expect(outcome.kind === 'audited' && outcome.failures.map((a) => a.name)).toEqual([
      'lodash-like',
      'react-router',
    ]);
  });

  it('passes a clean report', () => {
    expect(auditOutcome({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }, SHIPPED)).toEqual({
      kind: 'audited',
      failures: [],
      warnings: [],
    });
  });

  it('says why there is no audit when the registry refuses it (a recorded answer), or npm printed nothing', () => {
    expect(auditOutcome(sample('npm-audit-405.json'), SHIPPED)).toEqual({
      kind: 'unavailable',
      reason: expect.stringMatching(/^405 Method Not Allowed/),
    });
    expect(auditOutcome(undefined, SHIPPED).kind).toBe('unavailable');
  });

  it('names the package a bundled module comes from, scoped and nested ones too', () => {
    expect(packageOf('/w/node_modules/react-dom/cjs/react-dom.production.js')?.name).toBe('react-dom');
    expect(packageOf('/w/node_modules/@tanstack/query-core/build/modern/index.js')).toEqual({
      name: '@tanstack/query-core',
      dir: '/w/node_modules/@tanstack/query-core',
    });
    expect(packageOf('/w/node_modules/a/node_modules/b/index.js?commonjs-es-import')?.name).toBe('b');
    expect(packageOf('/w/storefront/src/main.tsx')).toBeUndefined();
    expect(packageOf('\0storefront:zod-to-openapi-in-the-browser')).toBeUndefined();
  });
});
