import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { allScenarios } from '../scenarios';
import { scenarioPresets } from '../scenarios/presets';
import { useTestServer } from '../simulator/testing/test-server';
import { runHarness } from './testing/run-harness';

const harness = (...args: string[]) => runHarness(args, 240_000);

const server = useTestServer({ presets: scenarioPresets(allScenarios) });
const dir = mkdtempSync(join(tmpdir(), 'harness-scenarios-'));

// Generous: a full in-process run and several spawns share the machine with every other test file.
describe.concurrent('harness scenario', { timeout: 240_000 }, () => {
  it('lists every scenario as JSON', async () => {
    const listed = JSON.parse((await harness('scenario', 'list', '--json')).stdout) as {
      name: string;
      seed?: number;
      setup: object;
    }[];
    expect(listed.map((s) => s.name).sort()).toEqual(allScenarios.map((s) => s.name).sort());
    expect(listed.find((s) => s.name === 'documented-fixtures-on-seed-42')).toMatchObject({
      seed: 42,
      setup: { shopper: { signIn: 'registered@example.com' } },
    });
  });

  it('runs one scenario and exits 0, with progress on stderr', async () => {
    const result = await harness('scenario', 'run', 'guest-checkout');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/\[1\/1\] ok\s+guest-checkout/);
    expect(result.stdout).toMatch(/1 passed, 0 failed .* in \d+\.\d s/);
  });

  it('runs --all with the JUnit reporter: the XML parses and its counts match', async () => {
    const out = join(dir, 'all.xml');
    const result = await harness('scenario', 'run', '--all', '--reporter', 'junit', '--out', out);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      readFileSync(out, 'utf8'),
    );
    const suite = xml.testsuites.testsuite;
    const cases = [suite.testcase].flat();
    expect(Number(suite.tests)).toBe(allScenarios.length);
    expect(cases).toHaveLength(allScenarios.length);
    expect(Number(suite.failures)).toBe(cases.filter((c: { failure?: unknown }) => c.failure).length);
    expect(result.code).toBe(Number(suite.failures) > 0 ? 1 : 0);
  });

  it('shows a scenario, and answers an unknown one with the nearest name', async () => {
    const shown = await harness('scenario', 'show', 'error-gen500');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('fault: getServerTime answers GEN500 (once)');
    expect(shown.stdout).toMatch(/server time: GET \/fapi\/server\/time -> GEN500 \(HTTP 500\)/);
    const typo = await harness('scenario', 'show', 'guest-chekout');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean: guest-checkout/);
  });

  it('selects by several tags; refuses --all with names, an unknown tag and a report it cannot write (exit 2)', async () => {
    const [listed, both, tag, noFolder, isFolder] = await Promise.all([
      harness(
        'scenario',
        'list',
        '--tag',
        'gift-cards',
        '--tag',
        'promo',
        '--exclude-tag',
        'injected',
        '--json',
      ),
      harness('scenario', 'run', '--all', 'guest-checkout'),
      harness('scenario', 'run', '--tag', 'giftcards'),
      harness('scenario', 'run', 'guest-checkout', '--out', '/nonexistent/dir/x.xml'),
      harness('scenario', 'run', 'guest-checkout', '--out', dir),
    ]);
    const picked = JSON.parse(listed.stdout) as { tags: string[]; injected: boolean }[];
    expect(picked.length).toBeGreaterThan(15);
    for (const s of picked) {
      expect(s.tags.includes('gift-cards') || s.tags.includes('promo')).toBe(true);
      expect(s.injected).toBe(false);
    }
    expect(both).toMatchObject({ code: 2, stdout: '' });
    expect(both.stderr).toBe(
      'harness: --all runs every scenario; pass either --all or scenario names, not both.\n',
    );
    expect(tag.code).toBe(2);
    expect(tag.stderr).toMatch(/^harness: --tag "giftcards" is not a tag\. Did you mean: gift-cards/);
    expect(noFolder).toMatchObject({
      code: 2,
      stderr: 'harness: --out /nonexistent/dir/x.xml: no folder /nonexistent/dir.\n',
    });
    expect(isFolder.code).toBe(2);
    expect(isFolder.stderr).toMatch(/\nharness: cannot write .*: EISDIR[^\n]*\n$/);
  });

  it('answers an unknown scenario with exit 2 and the nearest name', async () => {
    const result = await harness('scenario', 'run', 'guest-chekout');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Did you mean: guest-checkout/);
  });

  it('runs against --base-url, a harness serve started by the test', async () => {
    const result = await harness('scenario', 'run', 'guest-checkout', '--base-url', server.url);
    expect(result.stderr).toContain(`against ${server.url}`);
    expect(result.code).toBe(0);
  });

  it('activates setups against --base-url: a seed, stock levels and a fault', async () => {
    const names = ['documented-fixtures-on-seed-42', 'item-stock-sold-out-at-home', 'error-gen500'];
    const result = await harness('scenario', 'run', ...names, '--base-url', server.url);
    expect(result.stdout).toMatch(/3 passed, 0 failed/);
    expect(result.code).toBe(0);
    const seeded = await harness(
      'scenario',
      'run',
      names[0] as string,
      '--base-url',
      server.url,
      '--seed',
      '7',
    );
    expect(seeded.code).toBe(2);
    expect(seeded.stderr).toMatch(/--seed applies to the in-process simulator/);
  });

  it('refuses a malformed base URL and an unreachable one (exit 2, saying which and why)', async () => {
    const malformed = await harness('scenario', 'run', 'guest-checkout', '--base-url', 'localhost:4010');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/must start with http:\/\/ or https:\/\//);
    // A high port nothing listens on (port 9 would be refused by fetch itself as a blocked port).
    const down = await harness('scenario', 'run', 'guest-checkout', '--base-url', 'http://127.0.0.1:45999');
    expect(down.code).toBe(2);
    expect(down.stderr).toMatch(
      /cannot reach http:\/\/127\.0\.0\.1:45999: ECONNREFUSED\. Is "harness serve" running there\?\n/,
    );
  });
});
