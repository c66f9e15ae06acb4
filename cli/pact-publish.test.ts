import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordingBroker, startRecordingBroker } from '../pact/broker/testing/recording-broker';
import { HARNESS_BIN, type HarnessRun } from './testing/run-harness';

/** The `harness` binary with this environment (no PACT_BROKER_* from the test's own shell). */
function harness(args: readonly string[], env: Record<string, string> = {}): Promise<HarnessRun> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('PACT_BROKER_')),
  );
  return new Promise((done) =>
    execFile(
      process.execPath,
      [HARNESS_BIN, ...args],
      { env: { ...clean, ...env }, timeout: 120_000 },
      (e, stdout, stderr) => done({ code: e ? Number(e.code) : 0, stdout, stderr }),
    ),
  );
}

const pactDir = mkdtempSync(join(tmpdir(), 'harness-publish-'));
const emptyDir = mkdtempSync(join(tmpdir(), 'harness-publish-empty-'));
const pactFile = resolve(pactDir, 'storefront-commerce-api.json');
const pact = {
  consumer: { name: 'storefront' },
  provider: { name: 'commerce-api' },
  interactions: [
    {
      type: 'Synchronous/HTTP',
      description: 'a request for the cart',
      request: { method: 'GET', path: '/cart/v1/cart/c1' },
      response: { status: 200 },
    },
  ],
  metadata: { pactSpecification: { version: '4.0' } },
};
writeFileSync(pactFile, JSON.stringify(pact, null, 2));

let broker: RecordingBroker;
let refusing: RecordingBroker;
beforeAll(async () => {
  broker = await startRecordingBroker();
  refusing = await startRecordingBroker({
    refusePublish: {
      status: 409,
      body: {
        errors: {
          content: [
            'Cannot change the content of the pact for storefront version abc123 and provider commerce-api',
          ],
        },
      },
    },
  });
});
afterAll(async () => {
  await broker.close();
  await refusing.close();
});

interface PublishBody {
  pacticipantName: string;
  pacticipantVersionNumber: string;
  branch?: string;
  tags?: string[];
  buildUrl?: string;
  contracts: {
    consumerName: string;
    providerName: string;
    specification: string;
    contentType: string;
    content: string;
  }[];
}

describe('harness pact publish', { timeout: 180_000 }, () => {
  it('POSTs the documented /contracts/publish body (version, branch, tags, base64 pact) with the bearer token', async () => {
    const result = await harness([
      'pact',
      'publish',
      '--pact-dir',
      pactDir,
      '--consumer-app-version',
      'abc123',
      '--branch',
      'main',
      '--tag',
      'rc',
      '--tag',
      'v1.2',
      '--build-url',
      'https://ci.example/run/7',
      '--broker-url',
      broker.url,
      '--broker-token',
      's3cret',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Published 1 pact file as version abc123 (branch main, tags rc, v1.2) to ${broker.url}`,
    );
    // The client (not harness's reachability probe) finds the publish relation in the index, then posts to it.
    const index = broker
      .find('GET', '/')
      .find((r) => /^pact-broker-cli\//.test(String(r.headers['user-agent'])));
    expect(index?.headers.authorization).toBe('Bearer s3cret');
    const [post] = broker.find('POST', '/contracts/publish');
    expect(post?.headers.authorization).toBe('Bearer s3cret');
    expect(post?.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(post?.body ?? '{}') as PublishBody;
    expect(body).toMatchObject({
      pacticipantName: 'storefront',
      pacticipantVersionNumber: 'abc123',
      branch: 'main',
      tags: ['rc', 'v1.2'],
      buildUrl: 'https://ci.example/run/7',
    });
    expect(body.contracts).toHaveLength(1);
    const [contract] = body.contracts;
    expect(contract).toMatchObject({
      consumerName: 'storefront',
      providerName: 'commerce-api',
      specification: 'pact',
      contentType: 'application/json',
    });
    // The pact as the file has it (the client reads it with Pact's own model, which adds its defaults).
    const sent = JSON.parse(Buffer.from(contract?.content ?? '', 'base64').toString('utf8'));
    expect(sent).toMatchObject(JSON.parse(readFileSync(pactFile, 'utf8')));
  });

  it('takes the broker and basic auth from PACT_BROKER_*, and prints JSON with --json', async () => {
    const before = broker.requests.length;
    const result = await harness(
      ['pact', 'publish', '--pact-dir', pactDir, '--consumer-app-version', 'def456', '--json'],
      {
        PACT_BROKER_BASE_URL: broker.url,
        PACT_BROKER_USERNAME: 'ci',
        PACT_BROKER_PASSWORD: 'pw',
      },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      published: true,
      brokerUrl: broker.url,
      consumerVersion: 'def456',
      tags: [],
      pacts: [{ file: pactFile, consumer: 'storefront', provider: 'commerce-api', interactions: 1 }],
    });
    const post = broker.requests.slice(before).find((r) => r.method === 'POST');
    expect(post?.headers.authorization).toBe(`Basic ${Buffer.from('ci:pw').toString('base64')}`);
    const body = JSON.parse(post?.body ?? '{}') as PublishBody;
    expect(body.pacticipantVersionNumber).toBe('def456');
    expect(body.branch).toBeUndefined();
  });

  it("exits 1 with the broker's message when it refuses the pacts", async () => {
    const args = [
      'pact',
      'publish',
      '--pact-dir',
      pactDir,
      '--consumer-app-version',
      'abc123',
      '--broker-url',
      refusing.url,
    ];
    const [text, json] = await Promise.all([harness(args), harness([...args, '--json'])]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain(
      'harness: the Pact Broker did not take the pacts: failed validation - ["content: Cannot change the content of the pact for storefront version abc123 and provider commerce-api"]',
    );
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      published: false,
      error: expect.stringContaining('Cannot change'),
    });
  });

  it('exits 1 at once when no broker answers', async () => {
    const result = await harness([
      'pact',
      'publish',
      '--pact-dir',
      pactDir,
      '--consumer-app-version',
      'a',
      '--broker-url',
      'http://127.0.0.1:2',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'harness: cannot reach the Pact Broker at http://127.0.0.1:2: ECONNREFUSED',
    );
  });

  it('--dry-run checks everything and sends nothing', async () => {
    const before = broker.requests.length;
    const result = await harness([
      'pact',
      'publish',
      '--pact-dir',
      pactDir,
      '--consumer-app-version',
      'abc123',
      '--broker-url',
      broker.url,
      '--broker-token',
      's3cret',
      '--dry-run',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Would publish 1 pact file as version abc123');
    expect(result.stdout).toContain('(dry run: nothing sent; token auth)');
    expect(result.stdout).not.toContain('s3cret');
    expect(broker.requests.length).toBe(before);
  });

  it('exits 2 on usage errors, each with a clear message, before anything is sent', async () => {
    const before = broker.requests.length;
    const [noVersion, noBroker, badUrl, noPacts, help] = await Promise.all([
      harness(['pact', 'publish', '--pact-dir', pactDir, '--broker-url', broker.url]),
      harness(['pact', 'publish', '--pact-dir', pactDir, '--consumer-app-version', 'a']),
      harness([
        'pact',
        'publish',
        '--pact-dir',
        pactDir,
        '--consumer-app-version',
        'a',
        '--broker-url',
        'broker',
      ]),
      harness([
        'pact',
        'publish',
        '--pact-dir',
        emptyDir,
        '--consumer-app-version',
        'a',
        '--broker-url',
        broker.url,
      ]),
      harness(['pact', 'publish', '--help']),
    ]);
    expect(noVersion.code).toBe(2);
    expect(noVersion.stderr).toContain('harness: pass --consumer-app-version');
    expect(noBroker.code).toBe(2);
    expect(noBroker.stderr).toContain('no broker: pass --broker-url (or set PACT_BROKER_BASE_URL)');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('--broker-url "broker" is not a URL');
    expect(noPacts.code).toBe(2);
    expect(noPacts.stderr).toContain(`no pact files (*.json) in ${emptyDir}`);
    expect(broker.requests.length).toBe(before);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
    expect(help.stdout).toContain('--consumer-app-version <version>');
  });
});
