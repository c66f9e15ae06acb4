import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Tolerated } from '../support/console-watch';
import { expect, test } from '../support/fixtures';
import { addProductToCart, cartLine, closeDialog, JACKET, openCart } from '../support/shopper';
import { HARNESS_URL, STACK_RUNTIME_CONFIG, STOREFRONT_URL } from '../support/stack';

/**
 * The production storefront against `harness proxy` (issue 28): config.json's API base names the proxy, which
 * forwards to the stack's `harness serve`. A shopper's calls keep the contracts (the drift report counts them
 * live, with no violation), and a fault injected at the proxy reaches the shopper as its prescribed handling.
 * One proxy per worker, started as a QA engineer starts it in front of a staging backend: the `harness` binary.
 */
const HARNESS_BIN = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

/** What GET /__harness/drift answers (README, "Proxy"), as much of it as this test reads. */
interface Drift {
  calls: number;
  violations: number;
  operations: { operation: string; calls: number; violations: number; injectedFaults: number }[];
}

let proxy: { url: string; process: ChildProcess; log: () => string };

test.beforeAll(async () => {
  const child = spawn(process.execPath, [HARNESS_BIN, 'proxy', '--target', HARNESS_URL, '--port', '0']);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`harness proxy did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const started = /proxy on (http:\S+)/.exec(output)?.[1];
      if (started) {
        clearTimeout(timer);
        resolve(started);
      }
    });
  });
  proxy = { url, process: child, log: () => output };
});
test.afterAll(async () => {
  if (!proxy || proxy.process.exitCode !== null) return;
  const exited = once(proxy.process, 'exit');
  proxy.process.kill('SIGTERM');
  await exited;
});

/** The fault's 404 goes through the proxy's origin, whose port is chosen at run time. */
const PROXY_ERROR_ANSWERS: Tolerated = {
  name: 'an error answer through the proxy',
  why: 'the fault injected at the proxy answers 404, which Chromium logs as a failed load; the page handles it',
  matches: (p) =>
    p.kind === 'error' && p.text.startsWith('Failed to load resource') && p.url.startsWith(proxy.url),
};

// The build's Content-Security-Policy names the API origin of the config.json it was deployed with (`npm run
// csp` rewrites it after a deploy); this test swaps config.json for its own pages, so its policy would refuse
// the proxy's port. content-security-policy.spec.ts is where the policy itself is checked.
test.use({ bypassCSP: true, consoleTolerated: [PROXY_ERROR_ANSWERS] });

test.beforeEach(async ({ context, harness }) => {
  // This test's session reaches the proxy as it reaches the harness (fixtures.ts); the proxy forwards it.
  await context.route(
    (url) => url.origin === proxy.url,
    async (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-harness-session': harness.session } }),
  );
  await context.route(
    (url) => url.origin === STOREFRONT_URL && url.pathname === '/config.json',
    (route) => route.fulfill({ json: { ...STACK_RUNTIME_CONFIG, apiBaseUrl: proxy.url } }),
  );
});

const driftOf = async (): Promise<Drift> =>
  (await fetch(`${proxy.url}/__harness/drift`)).json() as Promise<Drift>;

test('a shopper through harness proxy: the drift report counts the calls live, a proxy fault is handled', async ({
  page,
  harness,
}) => {
  const before = await driftOf();
  // Each answer carries the proxy's verdict, readable by the page (CORS exposes it).
  const productAnswer = page.waitForResponse(
    (r) => r.url().startsWith(proxy.url) && /\/products\/v2\/products\/[^/]+\/details/.test(r.url()),
  );
  await closeDialog(await addProductToCart(page));
  expect((await productAnswer).headers()['x-harness-drift']).toBe('0');

  const after = await driftOf();
  expect(after.calls).toBeGreaterThan(before.calls);
  const operations = new Set(after.operations.map((o) => o.operation));
  for (const id of ['getToken', 'getProductDetails', 'createCart', 'addCartItem']) {
    expect(operations, `the drift report names ${id}`).toContain(id);
  }
  // The proxy logs each violation on stderr as it finds it: none.
  expect(after.violations, proxy.log()).toBe(0);

  // A fault at the proxy, in this test's session only: the cart is gone, and the storefront recreates it.
  const fault = await fetch(`${proxy.url}/__harness/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-harness-session': harness.session },
    body: JSON.stringify({ operation: 'getCart', errorId: 'CART_NOT_FOUND', times: 1 }),
  });
  expect(fault.status).toBe(201);
  await openCart(page);
  await expect(page.getByText('Your cart has expired. We have created a new one for you.')).toBeVisible();
  await expect(cartLine(page, JACKET)).toBeVisible();
  const getCart = (await driftOf()).operations.find((o) => o.operation === 'getCart');
  expect(getCart?.injectedFaults).toBeGreaterThanOrEqual(1);
  expect((await driftOf()).violations, proxy.log()).toBe(0);
});
