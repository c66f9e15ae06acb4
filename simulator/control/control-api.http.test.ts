import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/common/error-envelope';
import { STOREFRONT_HEADERS, useTestServer } from '../testing/test-server';

const server = useTestServer();

const control = (path: string, session: string, init: RequestInit = {}) =>
  fetch(`${server.url}/__harness${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-harness-session': session, ...(init.headers ?? {}) },
  });
const serverTime = (session: string) =>
  fetch(`${server.url}/fapi/server/time`, {
    headers: { ...STOREFRONT_HEADERS, 'x-harness-session': session },
  });
const addFault = (session: string, fault: object) =>
  control('/faults', session, { method: 'POST', body: JSON.stringify(fault) });

describe('control API', () => {
  it('answers health with the seed, a session count and the heap', async () => {
    const body = await (await control('/health', 'c-health')).json();
    expect(body).toMatchObject({
      status: 'ok',
      seed: 7,
      session: 'c-health',
      sessionSeed: 7,
      operations: 127,
    });
    expect(body.sessions).toBeTypeOf('number');
    expect(body.heapUsedBytes).toBeGreaterThan(0);
  });

  it('ends one session or every one (a scenario run ends its own: scenarios/runner-session.http.test.ts)', async () => {
    await serverTime('c-end-a');
    await addFault('c-end-a', { operation: 'getServerTime', status: 503 });
    expect((await control('/sessions/c-end-a', 'x', { method: 'DELETE' })).status).toBe(204);
    expect((await serverTime('c-end-a')).status).toBe(200); // a fresh world, without the fault
    const missing = await control('/sessions/c-never', 'x', { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).errorDetails[0].message).toBe('No session named "c-never"');
  });

  it('answers a control path called with the wrong method with 405 API405 and Allow', async () => {
    const put = await control('/faults', 'c-405', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, DELETE');
    expect(errorEnvelope.parse(await put.json()).errorDetails[0]?.errorId).toBe('API405');
    expect((await control('/sessions/x', 'c-405', { method: 'GET' })).headers.get('allow')).toBe('DELETE');
    expect((await control('/nothing-here', 'c-405', { method: 'PUT' })).status).toBe(404);
  });

  it('lists the address it was reached at as the OpenAPI server', async () => {
    const doc = await (await control('/openapi.json', 'c-doc')).json();
    expect(doc.servers).toEqual([{ url: server.url, description: 'this harness serve' }]);
  });

  it('serves the catalogue and the generated OpenAPI document', async () => {
    expect(await (await control('/errors', 'c-doc')).json()).toHaveLength(153);
    const doc = await (await control('/openapi.json', 'c-doc')).json();
    expect(doc.openapi).toBe('3.1.0');
  });

  it('injects a catalogue error for `times` calls, then lets calls through', async () => {
    expect(
      (await addFault('c-times', { operation: 'GET /fapi/server/time', errorId: 'GEN500', times: 1 })).status,
    ).toBe(201);
    const faulted = await serverTime('c-times');
    expect(faulted.status).toBe(500);
    expect(errorEnvelope.parse(await faulted.json()).errorDetails[0]?.errorId).toBe('GEN500');
    expect((await serverTime('c-times')).status).toBe(200);
  });

  it('keeps faults to their session and clears them on DELETE', async () => {
    await addFault('c-iso-a', { operation: 'getServerTime', status: 503 });
    expect((await serverTime('c-iso-a')).status).toBe(503);
    expect((await serverTime('c-iso-b')).status).toBe(200);
    expect((await control('/faults', 'c-iso-a', { method: 'DELETE' })).status).toBe(204);
    expect((await serverTime('c-iso-a')).status).toBe(200);
  });

  it('delays with latencyMs and resets the connection with network reset', async () => {
    await addFault('c-slow', { operation: 'getServerTime', latencyMs: 150, times: 1 });
    const started = performance.now();
    expect((await serverTime('c-slow')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await addFault('c-reset', { operation: 'getServerTime', network: 'reset', times: 1 });
    await expect(serverTime('c-reset')).rejects.toThrow();
  });

  it('refuses a fault on an unknown operation with a suggestion, and one without an effect', async () => {
    const unknown = await addFault('c-bad', { operation: 'getServerTme', errorId: 'GEN500' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errorDetails[0].message).toMatch(/Did you mean: getServerTime/);
    const noEffect = await addFault('c-bad', { operation: 'getServerTime' });
    expect((await noEffect.json()).errorDetails[0].message).toMatch(/needs an effect/);
  });

  it('refuses an undeclared id (unless forced), an unknown key and an id not in the catalogue', async () => {
    const message = async (fault: object) => {
      const answer = await addFault('c-check', fault);
      return answer.status === 400 ? (await answer.json()).errorDetails[0].message : answer.status;
    };
    expect(await message({ operation: 'getServerTime', errorId: 'PYT402' })).toMatch(
      /^body\.errorId: getServerTime \(GET \/fapi\/server\/time\) does not declare PYT402/,
    );
    expect(await message({ operation: 'getServerTime', errorId: 'PYT402', force: true, times: 1 })).toBe(201);
    const forced = await serverTime('c-check');
    expect(errorEnvelope.parse(await forced.json()).errorDetails[0]?.errorId).toBe('PYT402');
    expect(await message({ operation: 'getServerTime', status: 503, time: 1 })).toMatch(
      /^body\.time: unknown key "time"/,
    );
    expect(await message({ operation: 'getServerTime', errorId: 'GEN50' })).toMatch(
      /^body\.errorId: no error id "GEN50"\. Did you mean: GEN500/,
    );
  });

  it('lists scenarios and answers 404 for an unknown one', async () => {
    expect(await (await control('/scenarios', 'c-sc')).json()).toEqual({ scenarios: [] });
    const missing = await control('/scenarios/nope', 'c-sc', { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('sends a person at the root to the operation index', async () => {
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/__harness/');
    const index = await fetch(`${server.url}/__harness/`);
    const html = await index.text();
    expect(html).toContain('127 operations and 153 catalogue ids');
    expect(html).toContain('Without <code>times</code> a fault answers every call until');
  });

  it('answers an unknown route with a 404 envelope and allows CORS preflight', async () => {
    const unknown = await fetch(`${server.url}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(errorEnvelope.parse(await unknown.json()).errorDetails[0]?.errorId).toBe('API404');
    const preflight = await fetch(`${server.url}/cart/v1/cart`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rejects a malformed session name', async () => {
    const bad = await serverTime('has spaces');
    expect(bad.status).toBe(400);
  });
});
