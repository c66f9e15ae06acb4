import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HARNESS_BIN, runHarness } from './testing/run-harness';

const harness = (...args: string[]) => runHarness(args);

/** The catalogue's scenario that declares its own seed (42). */
const SEEDED = 'documented-fixtures-on-seed-42';

const dir = mkdtempSync(join(tmpdir(), 'harness-cli-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// Generous: each spawn compiles the CLI through tsx, which takes 20 s and more on a loaded machine.
describe.concurrent('harness CLI', { timeout: 180_000 }, () => {
  it('answers --help with its commands and a wrong command with a suggestion and exit 2', async () => {
    const help = await harness('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/serve[\s\S]*errors[\s\S]*contracts/);
    const typo = await harness('erors');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean errors\?/);
  });

  it('shows one error id with its status, handling and operations', async () => {
    // Any case: `errors show aut440` and `pickuptosth` find AUT440 and PickupToSth. An id a whole group of
    // operations declares is summed up in one line (errors.test.ts covers the other rules in-process).
    const [shown, protocol, flash, unknown] = await Promise.all([
      harness('errors', 'show', 'GFC812'),
      harness('errors', 'show', 'aut440'),
      harness('errors', 'show', 'pickuptosth'),
      harness('errors', 'show', 'GFC81'),
    ]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/status\s+410/);
    expect(shown.stdout).toMatch(/inline-at-input/);
    expect(shown.stdout).toContain('POST /cart/v1/giftcard/balance');
    expect(protocol.stdout).toMatch(
      /^AUT440\n[\s\S]*answered by every operation carrying the main headers \(\d+\)\n\s+scenarios/,
    );
    expect(flash.stdout).toMatch(/^PickupToSth\n[\s\S]*scenarios\s+.*delivery-pickup-to-sth/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Did you mean: GFC812/);
  });

  it('stops quietly when its reader closes the pipe (harness errors list | head)', async () => {
    const child = spawn(process.execPath, [HARNESS_BIN, 'errors', 'list']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    await once(child.stdout, 'data');
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number];
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('lists an area as JSON, and refuses an unknown area', async () => {
    const listed = await harness('errors', 'list', '--area', 'promo', '--json');
    const entries = JSON.parse(listed.stdout) as { id: string; area: string }[];
    expect(entries.map((e) => e.id)).toContain('PRM155');
    expect(entries.every((e) => e.area === 'promo')).toBe(true);
    expect((await harness('errors', 'list', '--area', 'promos')).code).toBe(2);
  });

  it('writes the OpenAPI document', async () => {
    const out = join(dir, 'openapi.json');
    expect((await harness('contracts', 'openapi', '--out', out)).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).openapi).toBe('3.1.0');
  });

  it('validates a recorded response: 0 when it matches, 1 with field differences', async () => {
    const good = file('time.json', JSON.stringify({ timestamp: '2026-11-22T10:00:00.000Z' }));
    expect((await harness('contracts', 'validate', 'GET /fapi/server/time', good)).code).toBe(0);
    const bad = file(
      'cart.json',
      JSON.stringify({ id: 'bk-1', currency: 'usd', totalItems: '2', totals: {}, items: [] }),
    );
    const checked = await harness('contracts', 'validate', 'getCart', bad);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/totalItems: .*expected number/);
    expect(checked.stdout).toMatch(/currency: /);
  });

  it('says which and why for a malformed or missing file and an unknown operation (exit 2)', async () => {
    const broken = await harness('contracts', 'validate', 'getServerTime', file('broken.json', '{nope'));
    expect(broken).toMatchObject({ code: 2 });
    expect(broken.stderr).toMatch(/broken\.json is not valid JSON/);
    const missing = await harness('contracts', 'validate', 'getServerTime', join(dir, 'none.json'));
    expect(missing.stderr).toMatch(/cannot read .*none\.json: no such file/);
    const unknown = await harness('contracts', 'validate', 'getCrt', file('x.json', '{}'));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Did you mean: getCart/);
  });

  it('refuses a bad port and an unknown scenario for serve (exit 2)', async () => {
    const port = await harness('serve', '--port', 'abc');
    expect(port.code).toBe(2);
    expect(port.stderr).toMatch(/a port is a whole number/);
    const scenario = await harness('serve', '--scenario', 'nope');
    expect(scenario.code).toBe(2);
    expect(scenario.stderr).toMatch(/no scenario named "nope"/);
    const seeds = await harness('serve', '--scenario', SEEDED, '--seed', '7');
    expect(seeds.code).toBe(2);
    expect(seeds.stderr).toBe(
      `harness: scenario "${SEEDED}" runs on seed 42; drop --seed or pass --seed 42.\n`,
    );
  });

  it('explains --max-body and the limits in serve --help; a wrong size is a usage error, no stack', async () => {
    const help = await harness('serve', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--max-body <size> +the largest request body read/);
    expect(help.stdout).toMatch(/\(default: 1mb\)/);
    expect(help.stdout).toMatch(/a body over 1 MiB \(--max-body\) +413 API413/);
    expect(help.stdout).toMatch(/request line and headers over 16 KiB +431 API431/);
    const wrong = await harness('serve', '--max-body', 'lots');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /^error: option '--max-body <size>' argument 'lots' is invalid\. a size is bytes or a number with kb, mb/,
    );
    expect(wrong.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('serves a scenario on its own seed, OpenAPI servers on its real port, 405 on a wrong control method, idle expiry, --max-body', async () => {
    const child = spawn(process.execPath, [
      HARNESS_BIN,
      'serve',
      '--port',
      '0',
      '--scenario',
      SEEDED,
      '--session-idle-minutes',
      '0.005', // 300 ms, so the test sees an idle session end
      '--max-body',
      '1kb',
    ]);
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      expect(line.toString()).toMatch(
        new RegExp(`simulator on http://127\\.0\\.0\\.1:\\d+ \\(seed 42, scenario ${SEEDED}\\)`),
      );
      const url = /http:\/\/[\d.:]+/.exec(line.toString())?.[0];
      const health = await (await fetch(`${url}/__harness/health`)).json();
      expect(health).toMatchObject({ seed: 42, sessionSeed: 42, sessions: 0 });
      const openapi = await (await fetch(`${url}/__harness/openapi.json`)).json();
      expect(openapi.servers[0].url).toBe(url); // where it really listens, not the default port
      const put = await fetch(`${url}/__harness/faults`, { method: 'PUT' });
      expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, POST, DELETE']);
      // An idle session ends with its world: its fault is gone once the count drops to 0.
      const idle = { 'x-harness-session': 'idle-one', 'content-type': 'application/json' };
      const fault = JSON.stringify({ operation: 'getServerTime', status: 503 });
      expect(
        (await fetch(`${url}/__harness/faults`, { method: 'POST', headers: idle, body: fault })).status,
      ).toBe(201);
      const sessions = async () => (await (await fetch(`${url}/__harness/health`)).json()).sessions;
      const deadline = Date.now() + 30_000;
      while ((await sessions()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await sessions()).toBe(0);
      const left = await (await fetch(`${url}/__harness/faults`, { headers: idle })).json();
      expect(left).toEqual({ faults: [] });
      const large = await fetch(`${url}/__harness/faults`, {
        method: 'POST',
        headers: idle,
        body: ' '.repeat(1025),
      });
      expect(large.status).toBe(413);
      expect((await large.json()).errorDetails[0].message).toBe(
        'The request body is larger than 1 KiB (1024 bytes), the limit of this server.',
      );
    } finally {
      child.kill();
    }
  });
});
