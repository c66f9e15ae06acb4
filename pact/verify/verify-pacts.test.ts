import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenarioPresets } from '../../scenarios/presets';
import { startServer } from '../../simulator/node';
import { PROVIDER_STATE_SCENARIOS } from '../states';
import { startStateSetupServer } from '../states/state-setup-server';
import { countReport, reportPassed } from './report';
import { prettyReport } from './reporters/pretty';
import { CART_INTERACTION, writeCartPact } from './testing/cart-pact';
import { startDriftProxy } from './testing/drift-proxy';
import { verifyPacts } from './verify-pacts';

const pactDir = mkdtempSync(join(tmpdir(), 'pact-verify-'));
const unknownStateDir = mkdtempSync(join(tmpdir(), 'pact-verify-state-'));

beforeAll(async () => {
  await writeCartPact(pactDir);
  await writeCartPact(unknownStateDir, 'a guest cart with two linez');
}, 60_000);

describe('harness pact verify', { timeout: 60_000 }, () => {
  it('passes a pact the simulator honours, in-process, and runs the OpenAPI check on each pact file', async () => {
    const checked: string[] = [];
    const report = await verifyPacts(
      { pactDir, openApiCheck: true },
      {
        checkAgainstOpenApi: async (file) => {
          checked.push(file);
          return [{ interaction: CART_INTERACTION, code: 'w1', message: 'a warning', level: 'warning' }];
        },
      },
    );
    expect(report.target).toBe('the simulator (in-process)');
    expect(report.pacts).toHaveLength(1);
    expect(report.pacts[0]?.interactions).toEqual([
      expect.objectContaining({
        description: CART_INTERACTION,
        states: ['a guest cart with two lines'],
        passed: true,
        mismatches: [],
      }),
    ]);
    expect(checked).toEqual([join(pactDir, 'storefront-commerce-api.json')]);
    expect(countReport(report)).toMatchObject({ passed: 1, failed: 0, openApiWarnings: 1 });
    expect(reportPassed(report)).toBe(true); // a warning does not fail the run
  });

  it('fails against a drifted provider, naming the interaction and the field', async () => {
    const simulator = await startServer({ port: 0, presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
    // The backend renamed the cart's `items` to `lines` (only the plain read the pact makes).
    const proxy = await startDriftProxy(simulator.url, (call) =>
      call.method === 'GET' && /^\/cart\/v1\/cart\/[^/?]+$/.test(call.path)
        ? { ...call, body: call.body.replace('"items":', '"lines":') }
        : call,
    );
    try {
      const report = await verifyPacts({ pactDir, providerBaseUrl: proxy.url, openApiCheck: false });
      const [interaction] = report.pacts[0]?.interactions ?? [];
      expect(interaction).toMatchObject({ description: CART_INTERACTION, passed: false });
      expect(interaction?.mismatches).toEqual([
        expect.objectContaining({ path: '$.items', type: 'BodyMismatch' }),
      ]);
      expect(reportPassed(report)).toBe(false);
      const pretty = prettyReport(report);
      expect(pretty).toContain(`✗ given a guest cart with two lines · ${CART_INTERACTION}`);
      expect(pretty).toMatch(/\$\.items: missing from the answer \(its keys: .*lines.*\) \(BodyMismatch\)/);
      expect(pretty).toContain('0 passed, 1 failed');
    } finally {
      await proxy.close();
      await simulator.close();
    }
  });

  it('verifies a backend through its own state-setup endpoint; without one it warns and still runs', async () => {
    const simulator = await startServer({ port: 0, presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
    // A backend: no control API (so not taken for the simulator), its team's state-setup endpoint beside it.
    const backend = await startDriftProxy(simulator.url, (call) =>
      call.path.startsWith('/__harness/health') ? { ...call, status: 404, body: '{}' } : call,
    );
    const stateSetup = await startStateSetupServer(simulator.url, 'default');
    try {
      const withStates = await verifyPacts({
        pactDir,
        providerBaseUrl: backend.url,
        stateSetupUrl: stateSetup.url,
        openApiCheck: false,
      });
      expect(withStates.target).toBe(backend.url);
      expect(withStates.warnings).toEqual([]);
      expect(reportPassed(withStates)).toBe(true);
      const without = await verifyPacts({ pactDir, providerBaseUrl: backend.url, openApiCheck: false });
      expect(without.warnings).toEqual([
        expect.stringMatching(/^no --state-setup-url: provider states will not be set up/),
      ]);
      // The pact's example cart id is no cart of this backend's: the run happened and failed on it.
      expect(without.pacts[0]?.interactions[0]?.mismatches).toContainEqual(
        expect.objectContaining({ path: 'status', expected: '200' }),
      );
    } finally {
      await stateSetup.close();
      await backend.close();
      await simulator.close();
    }
  });

  it("shows a state's setup error on its interaction's line", async () => {
    const report = await verifyPacts({ pactDir: unknownStateDir, openApiCheck: false });
    const [interaction] = report.pacts[0]?.interactions ?? [];
    expect(interaction?.passed).toBe(false);
    expect(interaction?.error).toMatch(
      /state setup failed \(HTTP 400\): no provider state "a guest cart with two linez"; did you mean: a guest cart with two lines/,
    );
  });
});
