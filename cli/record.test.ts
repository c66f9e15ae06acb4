import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../scenarios/runner';
import { type RunningServer, startServer } from '../simulator/node';
import { STOREFRONT_HEADERS } from '../simulator/testing/storefront-headers';
import { httpTransport } from '../simulator/transports/http';
import { startRecording } from './record';
import { loadScenarioFile } from './scenario-file';
import { HARNESS_BIN, runHarness } from './testing/run-harness';
import {
  type CheckoutFacts,
  guestCheckout,
  recordingFolder,
  signInThenCart,
  typeErrorsOf,
} from './testing/storefront-calls';

const folder = recordingFolder();
let recordedAgainst: RunningServer;
let fresh: RunningServer;
let file: string;
let facts: CheckoutFacts;
let lines: string[];
let source: string;

beforeAll(async () => {
  recordedAgainst = await startServer({ port: 0 });
  fresh = await startServer({ port: 0 });
  file = join(folder.path, 'guest-checkout-recorded.ts');
  lines = [];
  const recording = await startRecording({
    target: new URL(recordedAgainst.url),
    out: file,
    port: 0,
    onLine: (line) => lines.push(line),
  });
  facts = await guestCheckout(recording.url, 'storefront-tab-1');
  const written = await recording.stop();
  expect(written?.steps).toBe(10);
  source = readFileSync(file, 'utf8');
}, 60_000);

afterAll(async () => {
  await recordedAgainst?.close();
  await fresh?.close();
  folder.remove();
});

describe('harness record: a guest checkout through the recording proxy', () => {
  it('prints each call as one line as it is recorded, the control call as left out', () => {
    expect(lines[0]).toBe("#1 200 GET /__harness/health left out: the harness's own control call");
    expect(lines[2]).toBe('#3 201 POST /cart/v1/cart createCart');
    expect(lines.at(-1)).toBe(`#11 404 GET /cart/v1/cart/${facts.cartId} getCart`);
  });

  it('replays green against a fresh harness serve, in this process and through the binary', async () => {
    const [scenario] = await loadScenarioFile(file);
    expect(scenario?.name).toBe('guest-checkout-recorded');
    const result = await runScenario(scenario as NonNullable<typeof scenario>, httpTransport(fresh.url));
    expect(result.steps.map((s) => `${s.operation} ${s.status}`)).toEqual([
      'getToken 200',
      'createCart 201',
      'addCartItem 200',
      'setShippingAddress 200',
      'setBillingAddress 200',
      'setShippingMethod 200',
      'addPaymentInstrument 200',
      'prepareOrder 200',
      'placeOrder 200',
      'getCart 404',
    ]);
    expect(result.passed).toBe(true);
    const cli = await runHarness(['scenario', 'run', file, '--base-url', fresh.url]);
    expect(cli.stderr).toContain('ok   guest-checkout-recorded');
    expect(cli.code).toBe(0);
  }, 60_000);

  it('writes no token, cookie, card token or bot-check answer', () => {
    for (const secret of [
      facts.token,
      'cookie-value-not-for-files',
      facts.cardToken,
      'browser-bot-check-answer',
    ])
      expect(source).not.toContain(secret);
    expect(source).not.toMatch(/authorization|Bearer/i);
    expect(source).toContain("card: card('411111', '1111').card");
    expect(source).toContain('recaptcha_response: BOT_CHECK_OK');
  });

  it('sends the ids earlier answers created from saved variables, not as literals', () => {
    for (const id of [facts.cartId, facts.itemId, facts.orderNumber]) expect(source).not.toContain(`'${id}'`);
    expect(source).toContain("save: { cartId: 'id' }");
    expect(source).toContain("save: { itemId: 'items.0.id' }");
    expect(source).toMatch(/params: \(v\): ParamsOf<'getCart'> => \(\{ basketId: str\(v, 'cartId'\) \}\)/);
    expect(source).toMatch(/itemIds: \[str\(v, 'itemId'\)\]/);
    // Each step names the call it was recorded from by the contract's path, not the path with the ids.
    expect(source).toContain('// #5 POST /cart/v2/cart/{basketId}/shippingAddress -> 200\n');
  });

  it('expects what came back: status, error id and key fields', () => {
    expect(source).toContain("expect: { errorId: 'BSK404' }");
    expect(source).toContain("status: 'CONFIRMED'");
    expect(source).toContain("produces: ['BSK404']");
  });

  it('compiles with the contracts, and an input off its schema does not', async () => {
    expect(await typeErrorsOf(file, folder.path)).toBe('');
    const broken = join(folder.path, 'broken-input.ts');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      broken,
      source.replace("productId: 'SPJK0001BLKM',", "productId: 'SPJK0001BLKM', colour: 'red',"),
    );
    expect(await typeErrorsOf(broken, folder.path)).toMatch(/'colour' does not exist/);
  }, 60_000);

  it('passes biome as written: formatted, imports sorted, no lint finding', () => {
    const root = join(import.meta.dirname, '..');
    // The file sits in build/, which biome's configuration skips: checked under the name it would have in scenarios/.
    const check = spawnSync(
      join(root, 'node_modules', '.bin', 'biome'),
      ['check', '--write', '--stdin-file-path=scenarios/recorded/guest-checkout-recorded.ts'],
      { cwd: root, input: source, encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(check.stdout).toBe(source);
  });
});

/** `harness record` as a shell runs it: until SIGINT. */
function startBinary(args: string[]): { child: ChildProcess; output: () => string; url: Promise<string> } {
  const child = spawn(process.execPath, [HARNESS_BIN, 'record', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /recording on (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1] as string);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', () => reject(new Error(`harness record exited: ${output}`)));
  });
  return { child, output: () => output, url };
}

describe('harness record: a recording that starts by signing in', () => {
  it('starts from a setup that signs in (no password written) and replays green', async () => {
    const out = join(folder.path, 'signed-in-cart.ts');
    const recording = await startRecording({
      target: new URL(recordedAgainst.url),
      out,
      port: 0,
      onLine: () => {},
    });
    await signInThenCart(recording.url, 'storefront-tab-3');
    const written = await recording.stop();
    expect(written?.steps).toBe(2);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(
      /setup: \{\s+shopper: \{ signIn: 'registered@example\.com', password: secret\('HARNESS_PASSWORD', PASSWORDS\.shopper\) \},\s+\}/,
    );
    expect(text).not.toContain('Trail2026!');
    expect(text).not.toContain("step('signIn'");
    const [scenario] = await loadScenarioFile(out);
    const result = await runScenario(scenario as NonNullable<typeof scenario>, httpTransport(fresh.url));
    expect(result.steps.map((s) => s.operation)).toEqual([
      'getToken',
      'signIn',
      'getToken',
      'createCart',
      'addCartItem',
    ]);
    expect(result.passed).toBe(true);
  }, 60_000);
});

describe('harness record --session', () => {
  it("records one session's calls and only forwards the others'", async () => {
    const out = join(folder.path, 'one-tab.ts');
    const lines: string[] = [];
    const recording = await startRecording({
      target: new URL(recordedAgainst.url),
      out,
      port: 0,
      session: 'tab-a',
      onLine: (line) => lines.push(line),
    });
    const token = (session: string) =>
      fetch(`${recording.url}/token/v2/auth/token`, {
        method: 'POST',
        headers: { ...STOREFRONT_HEADERS, 'content-type': 'application/json', 'x-harness-session': session },
        body: JSON.stringify({ type: 'Guest' }),
      });
    expect((await token('tab-a')).status).toBe(200);
    expect((await token('tab-b')).status).toBe(200);
    const written = await recording.stop();
    expect(lines).toEqual([
      '#1 200 POST /token/v2/auth/token getToken',
      '- 200 POST /token/v2/auth/token not recorded: session tab-b',
    ]);
    expect(written?.steps).toBe(1);
    expect(written?.built.warnings).toEqual([]);
  });
});

describe('harness record, the binary', () => {
  it('writes the file on SIGINT and says where; exit 0', async () => {
    const out = join(folder.path, 'from-the-binary.ts');
    const run = startBinary(['--target', recordedAgainst.url, '--port', '0', '--out', out]);
    try {
      const url = await run.url;
      await guestCheckout(url, 'storefront-tab-2');
      run.child.kill('SIGINT');
      const [code] = (await once(run.child, 'exit')) as [number];
      expect(run.output()).toMatch(/#4 200 POST \/cart\/v1\/item addCartItem\n/);
      expect(run.output()).toContain(
        `harness: wrote ${relative(process.cwd(), out)}: 10 steps, 1 call left out,`,
      );
      expect(code).toBe(0);
      expect(existsSync(out)).toBe(true);
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 60_000);

  it('writes nothing when no call of an operation was recorded; exit 1', async () => {
    const out = join(folder.path, 'nothing.ts');
    const run = startBinary(['--target', recordedAgainst.url, '--port', '0', '--out', out]);
    try {
      await fetch(`${await run.url}/__harness/health`);
      run.child.kill('SIGINT');
      const [code] = (await once(run.child, 'exit')) as [number];
      expect(run.output()).toContain('no call of an operation was recorded (1 call(s) seen)');
      expect(code).toBe(1);
      expect(existsSync(out)).toBe(false);
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 60_000);

  it('answers bad arguments with one line and exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--out', join(folder.path, 'a.ts')], /required option '--target <url>'/],
      [
        ['--target', 'localhost:4010', '--out', join(folder.path, 'a.ts')],
        /--target "localhost:4010" must start with http/,
      ],
      [['--target', 'http://localhost:4010'], /required option '--out <file>'/],
      [
        ['--target', 'http://localhost:4010', '--out', join(folder.path, 'a.json')],
        /a scenario file ends in \.ts/,
      ],
      [
        ['--target', 'http://localhost:4010', '--out', join(folder.path, 'Bad_Name.ts')],
        /must be kebab-case/,
      ],
      [['--target', 'http://localhost:4010', '--out', join(folder.path, 'no', 'a.ts')], /no folder/],
      [['--target', 'http://localhost:4010', '--out', file], /exists; pass --force/],
      [
        ['--target', 'http://localhost:4010', '--out', join(folder.path, 'a.ts'), '--port', 'x'],
        /a port is a whole number/,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await runHarness(['record', ...args]);
      expect(run.stderr, args.join(' ')).toMatch(message);
      expect(run.code, args.join(' ')).toBe(2);
    }
  }, 120_000);

  it('--help explains it with examples', async () => {
    const help = await runHarness(['record', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'harness record --target http://localhost:4010 --out scenarios/recorded/guest-checkout.ts',
    );
    expect(help.stdout).toContain('Exit codes: 0 written');
  }, 60_000);
});
