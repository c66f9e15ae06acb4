import type { DriftSummary } from '../../simulator/proxy/drift-report';
import { type RunningProxy, startProxy } from '../../simulator/proxy/proxy-server';
import type { Violation } from '../../simulator/proxy/violation';
import type { Tolerated } from '../support/console-watch';
import { expect, test } from '../support/fixtures';
import { addProductToCart, cartLine, closeDialog, JACKET, openCart } from '../support/shopper';
import { HARNESS_URL, STACK_RUNTIME_CONFIG, STOREFRONT_URL } from '../support/stack';

/**
 * The production storefront against `harness proxy` (issue 28): config.json's API base names the proxy, which
 * forwards to the stack's `harness serve`. A shopper's calls keep the contracts (the drift report counts them
 * live, with no violation), and a fault injected at the proxy reaches the shopper as its prescribed handling.
 * One proxy per worker, as a QA engineer runs one in front of a staging backend.
 */
let proxy: RunningProxy;
const violations: Violation[] = [];

test.beforeAll(async () => {
  proxy = await startProxy({
    target: new URL(HARNESS_URL),
    port: 0,
    onViolation: (v) => violations.push(v),
  });
});
test.afterAll(async () => {
  await proxy?.close();
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

const driftOf = async (): Promise<DriftSummary> =>
  (await fetch(`${proxy.url}/__harness/drift`)).json() as Promise<DriftSummary>;

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
  expect(violations, violations.map((v) => JSON.stringify(v)).join('\n')).toEqual([]);

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
  expect(violations).toEqual([]);
});
