import { setupServer } from 'msw/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { isNetworkReset, type PlainRequest } from './core/plain';
import { createHandlers } from './msw/create-handlers';
import { createRequestCore } from './request-core';
import { STOREFRONT_HEADERS } from './testing/storefront-headers';
import { useTestServer } from './testing/test-server';

/**
 * One request set through every transport over the one core: the core called directly, msw's setupServer
 * with fetch (what storefront tests use) and `harness serve` over real HTTP. Each run has its own session
 * of the same simulator, so every answer must be the same, byte for byte. OPTIONS is not here: the Node
 * server answers the CORS preflight itself (see control-api.http.test.ts), the others leave it to the core.
 */

interface Call {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** What a caller sees: status, body text and the headers that carry meaning; or the connection dropped. */
type Seen =
  | { readonly status: number; readonly body: string; readonly headers: Record<string, string | null> }
  | 'network reset';

type Send = (call: Call, headers: Record<string, string>) => Promise<Seen>;

const COMPARED_HEADERS = [
  'content-type',
  'allow',
  'x-correlation-id',
  'location',
  'etag',
  'cache-control',
] as const;

const IMAGE = '/images/is/image/NF0A5G2SJK3-HERO?wid=64&hei=64';

type Run = Record<string, string>;

interface Step {
  readonly label: string;
  /** The core's status (or the reset), so answers that agree cannot all be equally wrong. */
  readonly expected: number | 'network reset';
  readonly call: (run: Run) => Omit<Call, 'label'>;
}

const step = (label: string, expected: Step['expected'], call: Step['call']): Step => ({
  label,
  expected,
  call,
});
const get = (path: string) => () => ({ method: 'GET', path });
const post = (path: string, body: unknown) => () => ({ method: 'POST', path, body });

/** Later calls use what earlier answers of the same run gave (token, cart id, sku). */
const steps: Step[] = [
  step('freeze the clock', 200, post('/__harness/clock', { set: '2027-03-01T10:00:00Z', freeze: true })),
  step('guest token', 200, post('/token/v2/auth/token', { type: 'Guest' })),
  step('product details', 200, get('/products/v2/products/SPJK0001BLK/details')),
  step('create a cart', 201, post('/cart/v1/cart', {})),
  step('POST an item', 200, (run) =>
    post('/cart/v1/item', { cartId: run.cartId, productId: run.sku, qty: 1 })(),
  ),
  step('GET the cart', 200, (run) => get(`/cart/v1/cart/${run.cartId}`)()),
  step('400 naming a field', 400, (run) =>
    post('/cart/v1/item', { cartId: run.cartId, productId: run.sku, qty: 0 })(),
  ),
  step('body that is not JSON', 400, post('/cart/v1/cart', '{')),
  step('unknown path', 404, get('/products/v2/nowhere')),
  step('wrong method (405 + Allow)', 405, () => ({
    method: 'DELETE',
    path: '/products/v2/products/SPJK0001/details',
  })),
  step('control: wrong method', 405, () => ({ method: 'PUT', path: '/__harness/faults', body: {} })),
  step(
    'control: install a fault',
    201,
    post('/__harness/faults', { operation: 'getServerTime', errorId: 'GEN500', times: 1 }),
  ),
  step('the faulted answer', 500, get('/fapi/server/time')),
  step('after the fault', 200, get('/fapi/server/time')),
  step(
    'control: a reset fault',
    201,
    post('/__harness/faults', { operation: 'getServerTime', network: 'reset', times: 1 }),
  ),
  step('the reset', 'network reset', get('/fapi/server/time')),
  step('control: list faults', 200, get('/__harness/faults')),
  step('control: the clock, trailing slash', 200, get('/__harness/clock/')),
  step('control: unknown path', 404, () => ({ method: 'PUT', path: '/__harness/nothing-here' })),
  step('an image', 200, get(IMAGE)),
  step('an image, HEAD', 200, () => ({ method: 'HEAD', path: IMAGE })),
  step('an image, bad width', 400, get('/images/is/image/NF0A5G2SJK3-HERO?wid=0')),
  step('the root', 302, get('/')),
  step('a bad session name', 400, () => ({
    method: 'GET',
    path: '/fapi/server/time',
    headers: { 'x-harness-session': 'has spaces' },
  })),
];

/** What the run keeps from an answer for later calls. */
function remember(run: Record<string, string>, label: string, seen: Seen): void {
  const keeps = ['guest token', 'create a cart', 'product details'];
  if (seen === 'network reset' || seen.status >= 300 || !keeps.includes(label)) return;
  const body = JSON.parse(seen.body);
  if (label === 'guest token') run.token = body.access_token;
  if (label === 'create a cart') run.cartId = body.id;
  if (label === 'product details')
    run.sku = body.variants.find((v: { availability: string }) => v.availability === 'inStock').sku;
}

/** A bearer secret minted for one session: a prefix and 256 bits of base64url. */
const MINTED_SECRET = /\b([a-z]{2,3})-[A-Za-z0-9_-]{43}/g;

async function runAll(session: string, send: Send): Promise<Seen[]> {
  const run: Record<string, string> = {};
  const seen: Seen[] = [];
  for (const [i, { label, call: make }] of steps.entries()) {
    const call = { label, ...make(run) };
    const headers = {
      ...STOREFRONT_HEADERS,
      'content-type': 'application/json',
      'x-harness-session': session,
      'x-correlation-id': `corr-parity-${i}`,
      ...(run.token ? { authorization: `Bearer ${run.token}` } : {}),
      ...call.headers,
    };
    const answer = await send(call, headers);
    remember(run, call.label, answer);
    // Three things differ by design: the session's name (in control answers), the secrets minted for it
    // (tokens: services/auth/secrets.ts) and the clock's offset from the wall clock (which moves on between
    // runs); the rest must match as sent.
    seen.push(
      answer === 'network reset'
        ? answer
        : {
            ...answer,
            body: answer.body
              .replaceAll(session, '<session>')
              .replace(MINTED_SECRET, '$1-<secret>')
              .replace(/"offsetMs":-?\d+/g, '"offsetMs":0'),
          },
    );
  }
  return seen;
}

const bodyText = (body: unknown) =>
  body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);

async function viaFetch(url: string, call: Call, headers: Record<string, string>): Promise<Seen> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: bodyText(call.body),
      redirect: 'manual',
    });
  } catch {
    return 'network reset';
  }
  const picked: Record<string, string | null> = {};
  for (const name of COMPARED_HEADERS) picked[name] = response.headers.get(name);
  return { status: response.status, body: await response.text(), headers: picked };
}

const server = useTestServer();
const runs: Record<'core' | 'msw' | 'http', Seen[]> = { core: [], msw: [], http: [] };

beforeAll(async () => {
  const sim = server.simulator;
  const core = createRequestCore(sim, { fallback: true });
  runs.core = await runAll('parity-core', async (call, headers) => {
    const url = new URL(call.path, 'http://harness.test');
    const request: PlainRequest = {
      method: call.method,
      path: url.pathname,
      query: url.search.slice(1),
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
      body: bodyText(call.body),
      origin: url.origin,
    };
    const answer = await core(request);
    if (!answer) throw new Error(`the core answered nothing to ${call.method} ${call.path}`);
    if (isNetworkReset(answer)) return 'network reset';
    const picked: Record<string, string | null> = {};
    for (const name of COMPARED_HEADERS) picked[name] = answer.headers[name] ?? null;
    return { status: answer.status, body: answer.body ?? '', headers: picked };
  });

  // setupServer intercepts every fetch of this process, so it listens only for its own run.
  const msw = setupServer(...createHandlers(sim, { fallback: true }));
  msw.listen({ onUnhandledRequest: 'error' });
  try {
    runs.msw = await runAll('parity-msw', (call, headers) =>
      viaFetch(`http://harness.test${call.path}`, call, headers),
    );
  } finally {
    msw.close();
  }

  runs.http = await runAll('parity-http', (call, headers) =>
    viaFetch(`${server.url}${call.path}`, call, headers),
  );
}, 60_000);

describe('every transport gives the core answer', () => {
  it('answers the request set as the simulator should (so equal answers are not equally broken)', () => {
    const statuses = runs.core.map((seen) => (seen === 'network reset' ? seen : seen.status));
    expect(statuses).toEqual(steps.map((s) => s.expected));
    const named = runs.core[steps.findIndex((s) => s.label === '400 naming a field')];
    expect(named !== 'network reset' && JSON.parse(named?.body ?? '').errorDetails[0].message).toMatch(
      /^body\.qty: /,
    );
  });

  it.each(steps.map((s, i) => [i, s.label]))('step %i (%s) answers alike through msw and over HTTP', (i) => {
    expect(runs.msw[i as number], 'msw').toEqual(runs.core[i as number]);
    expect(runs.http[i as number], 'http').toEqual(runs.core[i as number]);
  });
});
