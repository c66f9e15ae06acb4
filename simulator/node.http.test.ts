import { describe, expect, it } from 'vitest';
import { STOREFRONT_HEADERS, useTestServer } from './testing/test-server';

const server = useTestServer();

const headers = { ...STOREFRONT_HEADERS, 'x-harness-session': 'node-edge' };

/** What the node:http adapter adds around the core's answer, and how it reads Node's request. */
describe('harness serve over node:http', () => {
  it('sends CORS headers and the body length with every answer', async () => {
    const answer = await fetch(`${server.url}/fapi/server/time`, { headers });
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe('x-correlation-id');
    expect(answer.headers.get('content-length')).toBe(String(body.length));
  });

  it('answers a CORS preflight itself, echoing the requested headers', async () => {
    const preflight = await fetch(`${server.url}/cart/v1/cart`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'x-locale, x-brand' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-locale, x-brand');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('reads a UTF-8 body with a byte order mark as fetch reads it', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"type":"Guest"}')]);
    const answer = await fetch(`${server.url}/token/v2/auth/token`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: bom,
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).access_token).toBeTypeOf('string');
  });

  it('answers HEAD on a registry path with the 405 head and no body', async () => {
    const answer = await fetch(`${server.url}/fapi/server/time`, { method: 'HEAD', headers });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(await answer.text()).toBe('');
  });

  it('answers each of many concurrent requests with its own answer (answers go out together)', async () => {
    const paths = Array.from({ length: 64 }, (_, i) => (i % 2 ? '/fapi/server/time' : `/nope/NOPE${i}`));
    const answers = await Promise.all(paths.map((path) => fetch(`${server.url}${path}`, { headers })));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toEqual(paths.map((p) => (p.includes('NOPE') ? 404 : 200)));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    bodies.forEach((body, i) => {
      if (i % 2) expect(body.serverTime ?? body.time ?? body).toBeTruthy();
      else expect(JSON.stringify(body)).toContain(`NOPE${i}`);
    });
  });
});
