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
