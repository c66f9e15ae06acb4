// Bundled for the browser-worker test: starts the simulator in a service worker, then calls it the way
// the storefront will (relative URLs, the storefront headers) and leaves the answers on `window`.
import { startBrowserSimulator } from '../browser';
import { STOREFRONT_HEADERS } from '../testing/storefront-headers';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(path, {
    method,
    headers: {
      ...STOREFRONT_HEADERS,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
}

async function run() {
  await startBrowserSimulator({ seed: 7 });
  const token = await call('POST', '/token/v2/auth/token', { type: 'Guest' });
  const cart = await call('POST', '/cart/v1/cart', {}, token.body.access_token);
  const bad = await call(
    'POST',
    '/cart/v1/item',
    { cartId: cart.body.id, productId: 'SPJK0001BLK', qty: 0 },
    token.body.access_token,
  );
  const health = await call('GET', '/__harness/health');
  const passthrough = await call('GET', '/static.txt');
  return { token, cart, bad, health, passthrough };
}

const target = window as unknown as { __result?: unknown; __error?: string; __call?: typeof call };
target.__call = call;
run().then(
  (result) => {
    target.__result = result;
  },
  (error: unknown) => {
    target.__error = String(error);
  },
);
