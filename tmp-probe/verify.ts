import { verify } from '@pact-foundation/pact-core/src/verifier/nativeVerifier.js';
import { scenarioPresets } from '../scenarios/presets';
import { startServer } from '../simulator/node';
import { PROVIDER_STATE_SCENARIOS } from '../pact/states';
import { startStateSetupServer } from '../pact/states/state-setup-server';
const sim = await startServer({ port: 0, presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
const states = await startStateSetupServer(sim.url, 'pact-verify');
try {
  const out = await verify({ providerBaseUrl: sim.url, pactUrls: ['pacts/storefront-commerce-api.json'], providerStatesSetupUrl: states.url, customProviderHeaders: ['x-harness-session: pact-verify'], logLevel: 'error' });
  const j = JSON.parse(out); console.log('OK', j.result, j.interactionResults?.length);
} catch (e) { const j = JSON.parse((e as Error).message); console.log('FAIL', JSON.stringify(j.errors, null, 1).slice(0, 3000)); }
await states.close(); await sim.close();
