import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordingBroker, startRecordingBroker } from '../pact/broker/testing/recording-broker';
import { CART_INTERACTION, writeCartPact } from '../pact/verify/testing/cart-pact';
import { runHarness } from './testing/run-harness';

const harness = (...args: string[]) => runHarness(args, 170_000);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

const dir = mkdtempSync(join(tmpdir(), 'harness-verify-broker-'));
const newDir = mkdtempSync(join(tmpdir(), 'harness-verify-broker-new-'));
let broker: RecordingBroker;

beforeAll(async () => {
  // The main-branch pact passes against the simulator; a consumer's new pact names a state no provider has
  // yet, so it fails: the broker marks it pending for this provider branch.
  const [main, fresh] = await Promise.all([
    writeCartPact(dir),
    writeCartPact(newDir, 'a guest cart with a brand new kind of line'),
  ]);
  broker = await startRecordingBroker({
    pacts: [
      { consumer: 'storefront', provider: 'commerce-api', content: read(main) },
      {
        consumer: 'storefront',
        provider: 'commerce-api',
        content: read(fresh),
        pending: true,
        shortDescription: 'latest from branch feat-x',
      },
    ],
  });
}, 120_000);
afterAll(() => broker.close());

const bodies = (path: RegExp, method = 'POST') =>
  broker.find(method, path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('harness pact verify --broker-url, against a recording broker', { timeout: 180_000 }, () => {
  it('asks for the pacts with the selectors, pending and WIP, verifies them and publishes the results', async () => {
    const result = await harness(
      'pact',
      'verify',
      '--broker-url',
      broker.url,
      '--broker-token',
      't0ken',
      '--reporter',
      'json',
      '--main-branch',
      '--deployed-or-released',
      '--matching-branch',
      '--selector',
      '{"deployed":true,"environment":"production"}',
      '--enable-pending',
      '--include-wip-pacts-since',
      '2026-01-01',
      '--publish-results',
      '--provider-version',
      'p1',
      '--provider-branch',
      'feat-x',
    );
    expect(result.code).toBe(0);

    // The documented for-verification request, found through the index's templated relation.
    const [request] = broker.find('POST', '/pacts/provider/commerce-api/for-verification');
    expect(request?.headers.authorization).toBe('Bearer t0ken');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      consumerVersionSelectors: [
        { mainBranch: true },
        { deployedOrReleased: true },
        { matchingBranch: true },
        { deployed: true, environment: 'production' },
      ],
      includePendingStatus: true,
      includeWipPactsSince: '2026-01-01',
      providerVersionBranch: 'feat-x',
    });

    // The main pact passed; the pending one failed without failing the run.
    const report = JSON.parse(result.stdout);
    expect(report.counts).toMatchObject({ interactions: 2, passed: 1, failed: 0, pending: 1 });
    const interactions = report.pacts.flatMap((p: { interactions: unknown[] }) => p.interactions);
    expect(interactions).toContainEqual(
      expect.objectContaining({ description: CART_INTERACTION, passed: true, pending: false }),
    );
    expect(interactions).toContainEqual(expect.objectContaining({ passed: false, pending: true }));

    // Results go to each pact's pb:publish-verification-results, after the provider version's branch (once a pact).
    expect(broker.find('PUT', '/pacticipants/commerce-api/branches/feat-x/versions/p1')).toHaveLength(2);
    const results = bodies(/\/verification-results$/);
    expect(results).toHaveLength(2);
    expect(results.map((r) => [r.success, r.providerApplicationVersion])).toEqual(
      expect.arrayContaining([
        [true, 'p1'],
        [false, 'p1'],
      ]),
    );
  });

  it('asks for the main branch and the deployed or released pacts when no selector is given', async () => {
    const before = broker.requests.length;
    const result = await harness('pact', 'verify', '--broker-url', broker.url, '--reporter', 'json');
    // Without --enable-pending the new pact's failure counts.
    expect(result.code).toBe(1);
    const request = broker.requests
      .slice(before)
      .find((r) => r.method === 'POST' && r.path.endsWith('/for-verification'));
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      includePendingStatus: false,
      // pact-core hands the verifier an empty branch when there is none; the broker ignores it.
      providerVersionBranch: '',
    });
    expect(broker.requests.slice(before).some((r) => r.path.endsWith('/verification-results'))).toBe(false);
  });

  it('exits 2 on selection flags that cannot work, before asking the broker', async () => {
    const before = broker.requests.length;
    const [matching, wip, selector, noBroker] = await Promise.all([
      harness('pact', 'verify', '--broker-url', broker.url, '--matching-branch'),
      harness('pact', 'verify', '--broker-url', broker.url, '--include-wip-pacts-since', 'last week'),
      harness('pact', 'verify', '--broker-url', broker.url, '--selector', '{"mainbranch":true}'),
      harness('pact', 'verify', '--deployed-or-released'),
    ]);
    expect(matching.code).toBe(2);
    expect(matching.stderr).toContain('--matching-branch needs --provider-branch');
    expect(wip.code).toBe(2);
    expect(wip.stderr).toContain('--include-wip-pacts-since needs --enable-pending');
    expect(selector.code).toBe(2);
    expect(selector.stderr).toContain('"mainbranch" is not a consumer version selector property');
    expect(noBroker.code).toBe(2);
    expect(noBroker.stderr).toContain(
      '--deployed-or-released applies to pacts from a broker: add --broker-url',
    );
    expect(broker.requests.length).toBe(before);
  });
});
