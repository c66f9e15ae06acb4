import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, newCart } from '../handlers/commerce.test-helpers';
import { type RunningServer, startServer } from '../node';
import { apiClient, STOREFRONT_HEADERS } from '../testing/test-server';
import type { DriftSummary } from './drift-report';
import { type RunningProxy, startProxy } from './proxy-server';
import type { Violation } from './violation';

/** `harness proxy` in front of `harness serve` (in-process): the simulator keeps its contracts, so no drift. */

let target: RunningServer;
let proxy: RunningProxy;
const violations: Violation[] = [];

beforeAll(async () => {
  target = await startServer({ port: 0, seed: 7 });
  proxy = await startProxy({ target: new URL(target.url), port: 0, onViolation: (v) => violations.push(v) });
});
afterAll(async () => {
  await proxy?.close();
  await target?.close();
});

const postFault = (session: string, fault: unknown) =>
  fetch(`${proxy.url}/__harness/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    body: JSON.stringify(fault),
  });

describe('harness proxy in front of the simulator', () => {
  it('forwards real calls and answers them unchanged, with no violation', async () => {
    const api = apiClient(proxy.url, 'proxy-clean');
    const token = await guest(api);
    const search = await api.get('/products/v2/search/productSearch?q=jacket&pageSize=2');
    expect(search.status).toBe(200);
    expect(search.body.products.length).toBeGreaterThan(0);
    expect(search.headers.get('x-harness-drift')).toBe('0');
    expect(search.headers.get('x-correlation-id')).toMatch(/^corr-/);

    const cartId = await newCart(api);
    const cart = await api.get(`/cart/v1/cart/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.id).toBe(cartId);
    expect(cart.headers.get('x-harness-drift')).toBe('0');
    // Byte for byte the simulator's own answer (a cart read that changed nothing answers the same text).
    const headers = {
      ...STOREFRONT_HEADERS,
      'x-harness-session': 'proxy-clean',
      authorization: `Bearer ${token}`,
    };
    const [viaProxy, direct] = await Promise.all(
      [proxy.url, target.url].map(async (base) =>
        (await fetch(`${base}/cart/v1/cart/${cartId}`, { headers })).text(),
      ),
    );
    expect(viaProxy).toBe(direct);
    const missing = await api.get('/cart/v1/cart/bk-nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-harness-drift')).toBe('0');

    expect(violations).toEqual([]);
    const drift = (await (await fetch(`${proxy.url}/__harness/drift`)).json()) as DriftSummary;
    expect(drift.violations).toBe(0);
    const getCart = drift.operations.find((o) => o.operation === 'getCart');
    expect(getCart).toMatchObject({ calls: 3, violations: 0 });
    expect(Object.keys(getCart?.errorIds ?? {})).toHaveLength(1);
  });

  it('answers a fault injected through its own /__harness/faults with the catalogue envelope, per session', async () => {
    const session = 'proxy-fault';
    const created = await postFault(session, { operation: 'searchProducts', errorId: 'PLP400', times: 1 });
    expect(created.status).toBe(201);
    expect(
      await (
        await fetch(`${proxy.url}/__harness/faults`, { headers: { 'x-harness-session': session } })
      ).json(),
    ).toEqual({
      faults: [{ operation: 'searchProducts', errorId: 'PLP400', times: 1 }],
    });
    // The fault lives in the proxy, not in the backend.
    const backendFaults = await fetch(`${target.url}/__harness/faults`, {
      headers: { 'x-harness-session': session },
    });
    expect(await backendFaults.json()).toEqual({ faults: [] });

    const other = await apiClient(proxy.url, 'proxy-other').get('/products/v2/search/productSearch?q=jacket');
    expect(other.status).toBe(200);
    const api = apiClient(proxy.url, session);
    const faulted = await api.get('/products/v2/search/productSearch?q=jacket');
    expect(faulted.status).toBe(404); // the catalogue's status of PLP400
    expect(faulted.body.errorDetails[0].errorId).toBe('PLP400');
    expect(faulted.body.correlationId).toMatch(/^corr-/);
    expect((await api.get('/products/v2/search/productSearch?q=jacket')).status).toBe(200); // times: 1

    expect((await postFault(session, { operation: 'GET /fapi/server/time', status: 503 })).status).toBe(201);
    const unavailable = await api.get('/fapi/server/time');
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.errorDetails[0].errorId).toBe('GEN500');
    const cleared = await fetch(`${proxy.url}/__harness/faults`, {
      method: 'DELETE',
      headers: { 'x-harness-session': session },
    });
    expect(cleared.status).toBe(204);

    expect((await postFault(session, { operation: 'getServerTime', latencyMs: 120, times: 1 })).status).toBe(
      201,
    );
    const started = Date.now();
    const slow = await api.get('/fapi/server/time');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(slow.headers.get('x-harness-drift')).toBe('0'); // delayed, then forwarded and checked

    const drift = (await (await fetch(`${proxy.url}/__harness/drift`)).json()) as DriftSummary;
    expect(drift.operations.find((o) => o.operation === 'searchProducts')?.injectedFaults).toBe(1);
    expect(violations).toEqual([]);
  });

  it("passes a browser's CORS preflight through unchecked, and lets the page read the proxy's own answers", async () => {
    const before = ((await (await fetch(`${proxy.url}/__harness/drift`)).json()) as DriftSummary).calls;
    const preflight = await fetch(`${proxy.url}/cart/v1/cart`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-locale',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(preflight.headers.get('x-harness-drift')).toBeNull();
    const after = ((await (await fetch(`${proxy.url}/__harness/drift`)).json()) as DriftSummary).calls;
    expect(after).toBe(before);

    // A fault answers in the backend's place: a browser page may read it (and its correlation id).
    expect((await postFault('proxy-cors', { operation: 'getServerTime', errorId: 'GEN500' })).status).toBe(
      201,
    );
    const faulted = await fetch(`${proxy.url}/fapi/server/time`, {
      headers: { origin: 'http://127.0.0.1:5173', 'x-harness-session': 'proxy-cors' },
    });
    expect(faulted.status).toBe(500);
    expect(faulted.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(faulted.headers.get('access-control-expose-headers')).toContain('x-correlation-id');
    expect(violations).toEqual([]);
  });

  it('refuses a fault its body check refuses, and never forwards a /__harness path', async () => {
    const refused = await postFault('proxy-fault', { operation: 'getServerTime', errorId: 'PYT402' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errorDetails[0].message).toMatch(/does not declare PYT402/);
    const unknown = await fetch(`${proxy.url}/__harness/scenarios`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errorDetails[0].message).toMatch(/harness proxy has no GET/);
  });
});
