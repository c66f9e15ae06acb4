import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VerifyUsageError } from '../verify/pact-files';
import { publishPlan } from './publish-options';

const pactDir = mkdtempSync(join(tmpdir(), 'harness-publish-plan-'));
const pact = { consumer: { name: 'storefront' }, provider: { name: 'commerce-api' }, interactions: [] };
writeFileSync(join(pactDir, 'storefront-commerce-api.json'), JSON.stringify(pact));
const emptyDir = mkdtempSync(join(tmpdir(), 'harness-publish-empty-'));
const file = resolve(pactDir, 'storefront-commerce-api.json');
const flags = { pactDir, consumerAppVersion: 'abc123', brokerUrl: 'https://broker.example/' };

describe('the plan of harness pact publish', () => {
  it('builds the client command line with the version, branch and tags; the token goes in its environment', () => {
    const plan = publishPlan({ ...flags, branch: 'main', tag: ['rc', 'v1.2'], brokerToken: 's3cret' }, {});
    expect(plan.args).toEqual([
      'broker',
      'publish',
      file,
      '--broker-base-url',
      'https://broker.example',
      '--consumer-app-version',
      'abc123',
      '--branch',
      'main',
      '--tag',
      'rc,v1.2',
    ]);
    expect(plan.args.join(' ')).not.toContain('s3cret');
    expect(plan.env).toEqual({ PACT_BROKER_TOKEN: 's3cret' });
    expect(plan.pacts.map((p) => [p.consumer, p.provider])).toEqual([['storefront', 'commerce-api']]);
  });

  it('takes the broker and its credentials from PACT_BROKER_* when the flags do not say', () => {
    const env = {
      PACT_BROKER_BASE_URL: 'http://broker.local:9292',
      PACT_BROKER_USERNAME: 'ci',
      PACT_BROKER_PASSWORD: 'pw',
    };
    const plan = publishPlan({ pactDir, consumerAppVersion: 'abc' }, env);
    expect(plan.brokerUrl).toBe('http://broker.local:9292');
    expect(plan.auth).toBe('basic');
    expect(plan.env).toEqual({ PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'pw' });
    // A token flag wins over basic auth in the environment; basic auth flags over a token in it.
    expect(publishPlan({ ...flags, brokerToken: 't' }, env).env).toEqual({ PACT_BROKER_TOKEN: 't' });
    const basic = { ...flags, brokerUsername: 'u', brokerPassword: 'p' };
    expect(publishPlan(basic, { PACT_BROKER_TOKEN: 't' }).env).toEqual({
      PACT_BROKER_USERNAME: 'u',
      PACT_BROKER_PASSWORD: 'p',
    });
    expect(publishPlan({ ...flags, buildUrl: 'https://ci.example/run/1' }, {}).args).toContain('--build-url');
  });

  it.each([
    ['no version', { ...flags, consumerAppVersion: undefined }, /pass --consumer-app-version/],
    ['an empty version', { ...flags, consumerAppVersion: ' ' }, /--consumer-app-version is empty/],
    ['a version with a space', { ...flags, consumerAppVersion: 'a b' }, /has a space in it/],
    [
      'no broker',
      { ...flags, brokerUrl: undefined },
      /no broker: pass --broker-url \(or set PACT_BROKER_BASE_URL\)/,
    ],
    ['a broker that is not a URL', { ...flags, brokerUrl: 'broker' }, /--broker-url "broker" is not a URL/],
    ['a broker that is not http', { ...flags, brokerUrl: 'ftp://broker' }, /must start with http/],
    ['a tag with a comma', { ...flags, tag: ['a,b'] }, /pass --tag once for each tag/],
    ['a bad build URL', { ...flags, buildUrl: 'run 1' }, /--build-url "run 1" is not a URL/],
    [
      'a token and basic auth',
      { ...flags, brokerToken: 't', brokerUsername: 'u' },
      /either --broker-token or/,
    ],
    [
      'a user without password',
      { ...flags, brokerUsername: 'u' },
      /--broker-username needs --broker-password/,
    ],
    [
      'a missing pact folder',
      { ...flags, pactDir: join(emptyDir, 'nope') },
      /no folder .*nope \(--pact-dir\)/,
    ],
    ['no pact files', { ...flags, pactDir: emptyDir }, /no pact files \(\*\.json\) in/],
  ])('refuses %s (exit 2)', (_, bad, message) => {
    expect(() => publishPlan(bad, {})).toThrow(VerifyUsageError);
    expect(() => publishPlan(bad, {})).toThrow(message);
  });
});
