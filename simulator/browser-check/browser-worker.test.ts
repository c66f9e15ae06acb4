import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The browser transport, for real: the simulator bundled into a page, MSW's service worker registered,
 * and Debian's Chromium calling the spec's paths. This is what the storefront's `npm start` relies on.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.txt': 'text/plain',
};

let server: Server;
let browser: Browser;
let url: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'browser-worker-'));
  await build({
    entryPoints: [join(import.meta.dirname, 'page-entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outfile: join(dir, 'page.js'),
    logLevel: 'error',
  });
  copyFileSync(
    join(import.meta.dirname, '../../node_modules/msw/lib/mockServiceWorker.js'),
    join(dir, 'mockServiceWorker.js'),
  );
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>worker</title><script type="module" src="/page.js"></script>',
  );
  writeFileSync(join(dir, 'static.txt'), 'served by the static server');
  server = createServer((req, res) => {
    const path = req.url === '/' ? '/index.html' : (req.url ?? '/');
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('the simulator in the browser service worker', () => {
  it('answers the spec paths, validates input, serves the control API and lets other paths through', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __result?: unknown; __error?: string };
        return w.__result !== undefined || w.__error !== undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    const { result, error } = await page.evaluate(() => {
      const w = window as unknown as { __result?: unknown; __error?: string };
      return { result: w.__result, error: w.__error };
    });
    expect(error).toBeUndefined();
    type Answer = {
      status: number;
      body: Record<string, unknown> & { errorDetails?: { message: string }[] };
    };
    const answers = result as Record<'token' | 'cart' | 'bad' | 'health' | 'passthrough', Answer>;
    expect(answers.token.status).toBe(200);
    expect(answers.token.body.token_type).toBe('Bearer');
    expect(answers.cart.status).toBe(201);
    expect(answers.cart.body.totals).toMatchObject({ total: 0 });
    expect(answers.bad.status).toBe(400);
    expect(answers.bad.body.errorDetails?.[0]?.message).toMatch(/^body\.qty/);
    expect(answers.health.body.status).toBe('ok');
    expect(answers.passthrough).toEqual({ status: 200, body: 'served by the static server' });
  }, 90_000);
});
