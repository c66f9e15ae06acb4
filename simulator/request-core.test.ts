import { describe, expect, it } from 'vitest';
import { NETWORK_RESET } from './core/plain';
import { createRequestCore } from './request-core';
import { createSimulator } from './simulator';
import { plainRequest } from './testing/plain-request';
import { STOREFRONT_HEADERS } from './testing/storefront-headers';

const sim = createSimulator({ seed: 7 });
const browser = createRequestCore(sim, { fallback: false });
const node = createRequestCore(sim, { fallback: true });

const headers = (session: string) => ({ ...STOREFRONT_HEADERS, 'x-harness-session': session });

// The first call seeds a world, which takes seconds on a loaded machine.
describe('the request core', { timeout: 30_000 }, () => {
  it('answers nothing the browser should fetch from the network, without the fallback', async () => {
    for (const target of ['/', '/assets/index.js', '/__harness/nothing-here']) {
      expect(await browser(plainRequest(target)), target).toBeUndefined();
    }
    // A preflight to a known path is not an API405: the browser (or the Node server) answers it.
    expect(await browser(plainRequest('/fapi/server/time', { method: 'OPTIONS' }))).toBeUndefined();
  });

  it('answers the root with a redirect and anything else with API404, with the fallback', async () => {
    expect(await node(plainRequest('/'))).toEqual({
      status: 302,
      headers: { location: '/__harness/' },
      body: undefined,
    });
    const unknown = await node(plainRequest('/nowhere', { headers: { 'x-correlation-id': 'corr-1' } }));
    expect(unknown).toMatchObject({
      status: 404,
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'corr-1' },
    });
    expect(JSON.parse((unknown as { body: string }).body).errorDetails[0]).toEqual({
      errorId: 'API404',
      message: 'No operation answers GET /nowhere',
    });
  });

  it('answers a path whose percent-encoding does not decode with API400 where the path is ours', async () => {
    const refused = { status: 400, headers: { 'content-type': 'application/json' } };
    for (const path of ['/cart/v1/cart/%ZZ', '/__harness/sessions/%E0%A4', '/images/%C0%AF.jpg']) {
      const answer = await browser(plainRequest(path, { method: path.startsWith('/__') ? 'DELETE' : 'GET' }));
      expect(answer, path).toMatchObject(refused);
      expect(JSON.parse((answer as { body: string }).body).errorDetails[0].message).toBe(
        'path: not valid percent-encoded UTF-8',
      );
    }
    // In the browser a page or asset path that is not ours still goes to the network; Node refuses it.
    expect(await browser(plainRequest('/products/%ZZ'))).toBeUndefined();
    expect(await node(plainRequest('/products/%ZZ'))).toMatchObject(refused);
  });

  it('echoes a valid correlation id and answers a refused one with a fresh id', async () => {
    const sent = (id: string) => plainRequest('/nowhere', { headers: { 'x-correlation-id': id } });
    expect(await node(sent('qa-run-7'))).toMatchObject({ headers: { 'x-correlation-id': 'qa-run-7' } });
    for (const refused of ['x'.repeat(129), 'two words', 'caf\u00e9', '']) {
      const answer = (await node(sent(refused))) as { headers: Record<string, string>; body: string };
      expect(answer.headers['x-correlation-id'], refused).toMatch(/^corr-[0-9a-f-]{36}$/);
      expect(JSON.parse(answer.body).correlationId).toBe(answer.headers['x-correlation-id']);
    }
  });

  it('answers an injected network reset as a reset, not as an answer', async () => {
    const fault = JSON.stringify({ operation: 'getServerTime', network: 'reset', times: 1 });
    const added = await browser(
      plainRequest('/__harness/faults', { method: 'POST', headers: headers('core-reset'), body: fault }),
    );
    expect(added).toMatchObject({ status: 201 });
    const time = plainRequest('/fapi/server/time', { headers: headers('core-reset') });
    expect(await browser(time)).toBe(NETWORK_RESET);
    expect(await browser(time)).toMatchObject({ status: 200 });
  });

  it('answers HEAD on an image with its headers and no body', async () => {
    const path = '/images/content/logo-white.svg';
    const get = await browser(plainRequest(path));
    const head = await browser(plainRequest(path, { method: 'HEAD' }));
    expect(get).toMatchObject({ status: 200, headers: { 'content-type': 'image/svg+xml' } });
    expect(head).toEqual({ ...get, body: undefined });
  });
});
