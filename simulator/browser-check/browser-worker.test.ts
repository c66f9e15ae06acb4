import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
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

type Answer = {
  status: number;
  body: Record<string, unknown> & { errorDetails?: { message: string }[] };
};
type Answers = Record<'token' | 'cart' | 'bad' | 'health' | 'passthrough', Answer>;
type PageWindow = {
  __result?: Answers;
  __error?: string;
  __call: (method: string, path: string, body?: unknown, token?: string) => Promise<Answer>;
};

/** Loads the page (or waits for the reloaded one): the worker started and page-entry's calls answered. */
async function loaded(page: Page): Promise<Answers> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as PageWindow;
      return w.__result !== undefined || w.__error !== undefined;
    },
    undefined,
    { timeout: 60_000 },
  );
  const { result, error } = await page.evaluate(() => {
    const w = window as unknown as PageWindow;
    return { result: w.__result, error: w.__error };
  });
  expect(error).toBeUndefined();
  return result as Answers;
}

const callIn = (page: Page, method: string, path: string, body?: unknown, token?: string) =>
  page.evaluate(([m, p, b, t]) => (window as unknown as PageWindow).__call(m, p, b, t), [
    method,
    path,
    body,
    token,
  ] as const);

/** How many of the jacket the cart holds (a free gift may be listed beside it). */
const qtyOf = (cart: Answer) =>
  (cart.body.items as { productId: string; qty: number }[]).find((i) => i.productId === 'SPJK0001BLKM')?.qty;

describe('the simulator in the browser service worker', () => {
  it('answers the spec paths, validates input, serves the control API and lets other paths through', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const answers = await loaded(page);
    expect(answers.token.status).toBe(200);
    expect(answers.token.body.token_type).toBe('Bearer');
    expect(answers.cart.status).toBe(201);
    expect(answers.cart.body.totals).toMatchObject({ total: 0 });
    expect(answers.bad.status).toBe(400);
    expect(answers.bad.body.errorDetails?.[0]?.message).toMatch(/^body\.qty/);
    expect(answers.health.body.status).toBe('ok');
    expect(answers.passthrough).toEqual({ status: 200, body: 'served by the static server' });
  }, 90_000);

  it('keeps its world across a reload and shares it with a second tab (IndexedDB, Web Locks)', async () => {
    const context = await browser.newContext();
    try {
      const tabA = await context.newPage();
      await tabA.goto(url);
      const first = await loaded(tabA);
      const token = first.token.body.access_token as string;
      const cartId = first.cart.body.id as string;
      const item = { cartId, productId: 'SPJK0001BLKM', qty: 1 };
      expect((await callIn(tabA, 'POST', '/cart/v1/item', item, token)).status).toBe(200);

      await tabA.reload();
      const again = await loaded(tabA);
      expect(again.cart.body.id).not.toBe(cartId); // ids continue in the kept world
      const afterReload = await callIn(tabA, 'GET', `/cart/v1/cart/${cartId}`, undefined, token);
      expect([afterReload.status, qtyOf(afterReload)]).toEqual([200, 1]);

      const tabB = await context.newPage();
      await tabB.goto(url);
      await loaded(tabB);
      expect((await callIn(tabB, 'POST', '/cart/v1/item', item, token)).status).toBe(200);
      const seenByA = await callIn(tabA, 'GET', `/cart/v1/cart/${cartId}`, undefined, token);
      expect(qtyOf(seenByA)).toBe(2);

      // The control API's reset forgets the kept world for every tab.
      expect((await callIn(tabB, 'POST', '/__harness/reset', {})).status).toBe(200);
      expect((await callIn(tabA, 'GET', `/cart/v1/cart/${cartId}`, undefined, token)).status).toBe(401);
    } finally {
      await context.close();
    }
  }, 120_000);
});
