import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATE_SCENARIOS, PROVIDER_STATES } from '../pact/states';
import { CART_INTERACTION, writeCartPact } from '../pact/verify/testing/cart-pact';
import { startDriftProxy } from '../pact/verify/testing/drift-proxy';
import { scenarioPresets } from '../scenarios/presets';
import { startServer } from '../simulator/node';
import { runHarness } from './testing/run-harness';

const harness = (...args: string[]) => runHarness(args);

/**
 * A port nothing listens on. Not a freed ephemeral port: another test's server (a simulator on port 0) may be
 * given it again before the CLI connects, and the verification then passes against it. Port 2 is privileged,
 * unused, and not one of the ports fetch refuses outright.
 */
const CLOSED_PORT = 2;

const pactDir = mkdtempSync(join(tmpdir(), 'harness-pact-cli-'));
const emptyDir = mkdtempSync(join(tmpdir(), 'harness-pact-empty-'));
const simulator = await startServer({ port: 0, presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
// A backend that answers the cart with `lines` where the pact expects `items`.
const drifted = await startDriftProxy(simulator.url, (call) =>
  call.method === 'GET' && /^\/cart\/v1\/cart\/[^/?]+$/.test(call.path)
    ? { ...call, body: call.body.replace('"items":', '"lines":') }
    : call,
);

beforeAll(() => writeCartPact(pactDir), 60_000);
afterAll(async () => {
  await drifted.close();
  await simulator.close();
});

// Each spawn compiles the CLI through tsx: generous timeouts, the runs concurrent.
describe.concurrent('harness pact', { timeout: 180_000 }, () => {
  it('verifies the pacts against the simulator in-process: JSON on stdout, exit 0', async () => {
    const result = await harness('pact', 'verify', '--pact-dir', pactDir, '--reporter', 'json');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ passed: true, counts: { interactions: 1, passed: 1, failed: 0 } });
    expect(report.pacts[0].interactions[0]).toMatchObject({
      description: CART_INTERACTION,
      states: ['a guest cart with two lines'],
    });
    // The same run checked the pact against the OpenAPI document: it ran, and found no error.
    expect(report.openApi.skipped).toBeUndefined();
    expect(report.openApi.files).toEqual([
      { pactFile: join(pactDir, 'storefront-commerce-api.json'), findings: expect.any(Array) },
    ]);
    expect(report.counts.openApiErrors).toBe(0);
  });

  it('writes a JUnit report with --out and prints the pretty report; --no-openapi-check skips that check', async () => {
    const out = join(pactDir, 'verify.xml');
    const flags = ['--reporter', 'junit', '--out', out, '--no-openapi-check'];
    const result = await harness('pact', 'verify', '--pact-dir', pactDir, ...flags);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`✓ given a guest cart with two lines · ${CART_INTERACTION}`);
    expect(result.stdout).toMatch(/1 interaction: 1 passed, 0 failed; .* in \d+\.\d s/);
    const xml = readFileSync(out, 'utf8');
    expect(xml).toContain('<testsuite name="pact storefront -&gt; commerce-api');
    expect(xml).toContain(`name="given a guest cart with two lines · ${CART_INTERACTION}"`);
    expect(xml).toContain('<skipped message="--no-openapi-check"/>');
    expect(result.stdout).toContain('OpenAPI check skipped: --no-openapi-check');
  });

  it('exits 1 against a drifted provider, naming the interaction and the field', async () => {
    const result = await harness('pact', 'verify', '--pact-dir', pactDir, '--provider-base-url', drifted.url);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`✗ given a guest cart with two lines · ${CART_INTERACTION}`);
    expect(result.stdout).toMatch(/\n {6}\$\.items: missing from the answer/);
  });

  it('exits 2 on usage errors, each with a clear message', async () => {
    const port = CLOSED_PORT;
    const [reporter, missing, empty, publish, unreachable] = await Promise.all([
      harness('pact', 'verify', '--reporter', 'xml'),
      harness('pact', 'verify', '--pact-dir', join(emptyDir, 'nope')),
      harness('pact', 'verify', '--pact-dir', emptyDir),
      harness('pact', 'verify', '--broker-url', 'https://broker.example', '--publish-results'),
      harness('pact', 'verify', '--pact-dir', pactDir, '--provider-base-url', `http://127.0.0.1:${port}`),
    ]);
    expect(reporter.code).toBe(2);
    expect(reporter.stderr).toMatch(/Allowed choices are pretty, json, junit/);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`no folder ${join(emptyDir, 'nope')} (--pact-dir)`);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(`no pact files (*.json) in ${emptyDir}`);
    expect(publish.code).toBe(2);
    expect(publish.stderr).toContain('--publish-results needs --provider-version');
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(
      /cannot reach --provider-base-url http:\/\/127\.0\.0\.1:\d+\/: ECONNREFUSED/,
    );
  });

  it('lists the provider states with what each sets up and its values, as text and JSON', async () => {
    const [text, json] = await Promise.all([harness('pact', 'states'), harness('pact', 'states', '--json')]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      /^a guest cart with two lines\n {2}A guest cart with two lines for home delivery/m,
    );
    expect(text.stdout).toMatch(/^ {4}cartId\s+the id of that cart$/m);
    expect(text.stdout).toContain(`${PROVIDER_STATES.length} provider states.`);
    const states = JSON.parse(json.stdout) as { name: string; values: { name: string; means: string }[] }[];
    expect(states.map((s) => s.name)).toEqual(PROVIDER_STATES.map((s) => s.name));
    expect(states.find((s) => s.name === 'an empty guest cart')?.values).toContainEqual({
      name: 'cartId',
      means: 'the id of that cart',
    });
  });
});
