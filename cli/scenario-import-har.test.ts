import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../scenarios/recording/match-calls';
import { type RunningServer, startServer } from '../simulator/node';
import { startRecording } from './record';
import { runHarness } from './testing/run-harness';
import { recordingFolder, signedInChallengeCheckout, typeErrorsOf } from './testing/storefront-calls';

const API = 'https://shop.example/api';

/** A HAR file as Chrome saves it: the API calls (fetch) among the page's own loads, a preflight, another origin. */
function harOf(exchanges: readonly Exchange[]): unknown {
  const start = Date.parse('2026-11-28T10:00:00Z');
  const at = (i: number) => new Date(start + i * 1000).toISOString();
  const entry = (
    i: number,
    type: string,
    method: string,
    url: string,
    status: number,
    mimeType: string,
    text = '',
  ) => ({
    startedDateTime: at(i),
    _resourceType: type,
    time: 12,
    request: {
      method,
      url,
      httpVersion: 'http/2.0',
      headers: [{ name: ':authority', value: 'shop.example' }],
      cookies: [],
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'http/2.0',
      headers: [],
      content: { size: text.length, mimeType, text },
    },
    timings: { send: 0, wait: 10, receive: 2 },
  });
  const api = exchanges.map((e, i) => ({
    startedDateTime: at(i + 10),
    _resourceType: 'fetch',
    request: {
      method: e.method,
      url: `${API}${e.path}${e.query ? `?${e.query}` : ''}`,
      httpVersion: 'http/2.0',
      headers: Object.entries(e.requestHeaders ?? {}).map(([name, value]) => ({ name, value })),
      ...(e.requestBody === undefined
        ? {}
        : { postData: { mimeType: 'application/json', text: e.requestBody } }),
    },
    response: {
      status: e.status,
      headers: [{ name: 'content-type', value: 'application/json' }],
      // Chrome keeps some bodies base64.
      content:
        i % 2 === 0
          ? {
              mimeType: 'application/json',
              text: Buffer.from(e.responseBody ?? '').toString('base64'),
              encoding: 'base64',
            }
          : { mimeType: 'application/json', text: e.responseBody ?? '' },
    },
  }));
  return {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [],
      entries: [
        // Out of order on purpose: entries are replayed by their start time.
        ...api.reverse(),
        entry(0, 'document', 'GET', 'https://shop.example/checkout', 200, 'text/html', '<!doctype html>'),
        entry(1, 'script', 'GET', 'https://shop.example/assets/index-abc.js', 200, 'text/javascript'),
        entry(2, 'image', 'GET', 'https://shop.example/images/jacket.webp', 200, 'image/webp'),
        entry(3, 'preflight', 'OPTIONS', `${API}/cart/v1/cart`, 204, 'text/plain'),
        entry(4, 'fetch', 'POST', 'https://analytics.example/collect', 204, 'application/json'),
        entry(5, 'fetch', 'GET', `${API}/cart/v1/nothing-here`, 404, 'application/json', '{}'),
        entry(6, 'fetch', 'GET', `${API}/cart/v1/cart/never-answered`, 0, ''),
      ],
    },
  };
}

const folder = recordingFolder();
let server: RunningServer;
let harFile: string;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  const recording = await startRecording({
    target: new URL(server.url),
    out: join(folder.path, 'unused.ts'),
    port: 0,
    onLine: () => {},
  });
  await signedInChallengeCheckout(recording.url, 'browser-tab');
  await recording.stop();
  harFile = join(folder.path, 'checkout.har');
  writeFileSync(harFile, JSON.stringify(harOf(recording.exchanges)));
}, 60_000);

afterAll(async () => {
  await server?.close();
  folder.remove();
});

describe('harness scenario import-har', () => {
  it("writes a browser's API calls as a scenario that replays green", async () => {
    const out = join(folder.path, 'signed-in-challenge.ts');
    const run = await runHarness(['scenario', 'import-har', harFile, '--api-base', API, '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '#1 404 GET /cart/v1/nothing-here left out: no operation of the contracts takes this method and path',
      '#2 200 POST /token/v2/auth/token getToken',
      '#3 201 POST /cart/v1/cart createCart',
    ]);
    expect(run.stdout).toContain('#5 200 POST /consumers-v3/auth/signin signIn');
    expect(run.stdout).toContain('#12 200 PATCH /cart/v2/checkout/order/EC-00000001 patchOrder');
    expect(run.stdout).toContain('harness: 6 other entries skipped');
    expect(run.stdout).toMatch(/harness: wrote \S+signed-in-challenge\.ts: 12 steps, 1 call left out/);

    const source = readFileSync(out, 'utf8');
    for (const secret of [
      'Trail2026!',
      'storefront-own-verifier',
      '6006491111111111',
      'browser-bot-check-answer',
      'EC-00000001',
    ])
      expect(source).not.toContain(secret);
    expect(source).toContain("password: secret('HARNESS_PASSWORD', PASSWORDS.shopper)");
    expect(source).toContain("pin: secret('HARNESS_GIFT_CARD_PIN', giftCard(0).pin)");
    expect(source).toContain("authorizationCode: str(v, 'authorizationCode')");
    expect(source).toContain("sessionID: str(v, 'sessionID')");
    expect(source).toContain("params: (v): ParamsOf<'getPurchase'> => ({ orderId: str(v, 'orderNumber') })");

    const replay = await runHarness(['scenario', 'run', out]);
    expect(replay.stderr).toContain('ok   signed-in-challenge');
    expect(replay.code).toBe(0);
    expect(await typeErrorsOf(out, folder.path)).toBe('');
  }, 120_000);

  it('exits 1 and writes nothing when the file holds no call of an operation', async () => {
    const empty = join(folder.path, 'page-only.har');
    writeFileSync(empty, JSON.stringify({ log: { version: '1.2', entries: [] } }));
    const out = join(folder.path, 'page-only.ts');
    const run = await runHarness(['scenario', 'import-har', empty, '--out', out]);
    expect(run.stderr).toContain('holds no call of an operation');
    expect(run.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  it('answers bad arguments with one line and exit 2', async () => {
    const notJson = join(folder.path, 'broken.har');
    writeFileSync(notJson, '{"log": ');
    const notHar = join(folder.path, 'other.har');
    writeFileSync(notHar, '{"entries": []}');
    const out = join(folder.path, 'x.ts');
    const cases: [string[], RegExp][] = [
      [[join(folder.path, 'missing.har'), '--out', out], /no HAR file .*missing\.har/],
      [[notJson, '--out', out], /broken\.har is not JSON/],
      [[notHar, '--out', out], /other\.har: not a HAR file: no log\.entries list/],
      [[harFile], /required option '--out <file>'/],
      [[harFile, '--out', out, '--api-base', 'shop.example'], /--api-base "shop.example" is not a URL/],
      [[harFile, '--out', harFile], /a scenario file ends in \.ts/],
    ];
    for (const [args, message] of cases) {
      const run = await runHarness(['scenario', 'import-har', ...args]);
      expect(run.stderr, args.join(' ')).toMatch(message);
      expect(run.stderr.trim().split('\n').length, args.join(' ')).toBeLessThanOrEqual(2);
      expect(run.code, args.join(' ')).toBe(2);
    }
  }, 120_000);

  it('--help explains it with examples', async () => {
    const help = await runHarness(['scenario', 'import-har', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'harness scenario import-har checkout.har --out scenarios/recorded/guest-checkout.ts',
    );
  }, 60_000);
});
