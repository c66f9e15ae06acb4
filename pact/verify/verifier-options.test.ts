import { describe, expect, it } from 'vitest';
import { VerifyUsageError } from './pact-files';
import { brokerOptions, verifierRuns } from './verifier-options';

const target = { baseUrl: 'https://backend.example', headers: {} };

describe('the verifier options of harness pact verify', () => {
  it('passes the broker options through to the verifier, for provider commerce-api', () => {
    const broker = brokerOptions({
      brokerUrl: 'https://broker.example',
      brokerToken: 't0ken',
      publishResults: true,
      providerVersion: 'abc123',
      providerBranch: 'main',
    });
    expect(verifierRuns(target, 'http://127.0.0.1:5000/', undefined, broker)).toEqual([
      {
        providerBaseUrl: 'https://backend.example',
        provider: 'commerce-api',
        logLevel: 'error',
        providerStatesSetupUrl: 'http://127.0.0.1:5000/',
        pactBrokerUrl: 'https://broker.example',
        pactBrokerToken: 't0ken',
        publishVerificationResult: true,
        providerVersion: 'abc123',
        providerVersionBranch: 'main',
        consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
        enablePending: false,
      },
    ]);
  });

  it('passes the selectors, pending and WIP pacts to the verifier', () => {
    const broker = brokerOptions({
      brokerUrl: 'https://broker.example',
      providerBranch: 'feat-x',
      matchingBranch: true,
      selector: ['{"deployed":true,"environment":"production"}'],
      enablePending: true,
      includeWipPactsSince: '2026-01-01',
    });
    expect(verifierRuns(target, undefined, undefined, broker)[0]).toMatchObject({
      providerVersionBranch: 'feat-x',
      consumerVersionSelectors: [{ matchingBranch: true }, { deployed: true, environment: 'production' }],
      enablePending: true,
      includeWipPactsSince: '2026-01-01',
    });
  });

  it('runs each local pact file on its own, with the simulator session header when there is one', () => {
    const pacts = [
      { file: 'pacts/a.json', consumer: 'storefront', provider: 'commerce-api', interactions: [] },
      { file: 'pacts/b.json', consumer: 'app', provider: 'commerce-api', interactions: [] },
    ];
    const runs = verifierRuns(
      { ...target, headers: { 'x-harness-session': 's1' } },
      undefined,
      pacts,
      undefined,
    );
    expect(runs.map((r) => r.pactUrls)).toEqual([['pacts/a.json'], ['pacts/b.json']]);
    expect(runs[0]?.customProviderHeaders).toEqual({ 'x-harness-session': 's1' });
    expect(runs[0]?.providerStatesSetupUrl).toBeUndefined();
  });

  it('refuses broker flags that cannot work, before anything runs', () => {
    expect(() => brokerOptions({ brokerUrl: 'https://broker.example', publishResults: true })).toThrow(
      /--publish-results needs --provider-version/,
    );
    expect(() => brokerOptions({ providerVersion: 'abc' })).toThrow(
      '--provider-version applies to pacts from a broker: add --broker-url',
    );
    expect(() => brokerOptions({ brokerUrl: 'broker' })).toThrow(VerifyUsageError);
    expect(() => brokerOptions({ mainBranch: true })).toThrow(
      '--main-branch applies to pacts from a broker: add --broker-url',
    );
    expect(brokerOptions({})).toBeUndefined();
  });
});
