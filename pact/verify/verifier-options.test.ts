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
      },
    ]);
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
    expect(brokerOptions({})).toBeUndefined();
  });
});
