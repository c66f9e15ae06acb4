import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeFor } from '../../contracts/errors/catalogue';
import type { DriftSummary } from './drift-report';
import { jsonDrift, junitDrift, prettyDrift } from './drift-reporters';
import { type RunningProxy, startProxy } from './proxy-server';
import type { Violation } from './violation';

/** A backend that has drifted from the contracts, behind `harness proxy`. */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
let backend: Server;
let proxy: RunningProxy;
const violations: Violation[] = [];

const json = (status: number, body: unknown, extra: Record<string, string | string[]> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(body),
});

/** What the drifted backend answers, by method and path. */
function drifted(method: string, path: string) {
  if (method === 'GET' && path === '/fapi/server/time')
    // `timestamp` renamed; a cookie set twice and a header of its own, to see them come through.
    return json(
      200,
      { serverTime: '2026-03-04T05:06:07.000Z' },
      { 'set-cookie': ['a=1', 'b=2'], 'x-backend': 'drifted' },
    );
  if (method === 'GET' && path === '/products/v2/search/productSearch')
    return json(404, envelopeFor('PYT402', 'corr-drift')); // searchProducts declares PLP400, not PYT402
  if (method === 'POST' && path === '/cart/v1/cart') return json(418, envelopeFor('AUT401', 'corr-drift'));
  if (method === 'GET' && path === '/content/v1/gone') return json(200, {});
  return { status: 500, headers: { 'content-type': 'text/plain' }, body: 'Internal Server Error' };
}

beforeAll(async () => {
  backend = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const answer = drifted(req.method ?? '', (req.url ?? '').split('?')[0] as string);
      if (req.headers['accept-encoding'] === 'gzip') {
        res.writeHead(answer.status, { ...answer.headers, 'content-encoding': 'gzip' });
        res.end(gzipSync(answer.body));
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const { port } = backend.address() as AddressInfo;
  proxy = await startProxy({
    target: new URL(`http://127.0.0.1:${port}/`),
    port: 0,
    onViolation: (v) => violations.push(v),
  });
});
afterAll(async () => {
  await proxy?.close();
  backend?.closeAllConnections();
  await new Promise((resolve) => backend?.close(resolve));
});

/** The site headers main calls carry (checked like the rest of the request). */
const SITE = { 'x-locale': 'en-US', 'x-brand': 'summitpeak', 'x-channel': 'ECOMM', 'x-region': 'NORA' };

const call = (method: string, path: string, init: RequestInit = {}) =>
  fetch(`${proxy.url}${path}`, { method, ...init });

describe('harness proxy in front of a drifted backend', () => {
  it('passes the answer through unchanged and names each violation in x-harness-drift', async () => {
    const time = await call('GET', '/fapi/server/time?x=1', {
      headers: { 'x-harness-session': 'qa-1', 'x-custom': 'kept' },
    });
    expect(time.status).toBe(200);
    expect(await time.json()).toEqual({ serverTime: '2026-03-04T05:06:07.000Z' });
    expect(time.headers.get('x-backend')).toBe('drifted');
    expect(time.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(time.headers.get('x-harness-drift')).toBe(
      '2; response-schema body.timestamp; response-schema body.serverTime',
    );
    const forwarded = seen.at(-1);
    expect(forwarded).toMatchObject({ method: 'GET', url: '/fapi/server/time?x=1' });
    expect(forwarded?.headers).toMatchObject({ 'x-harness-session': 'qa-1', 'x-custom': 'kept' });

    const search = await call('GET', '/products/v2/search/productSearch?q=boot', { headers: SITE });
    expect(search.status).toBe(404);
    expect(search.headers.get('x-harness-drift')).toBe('1; undeclared-error-id body.errorDetails.0.errorId');

    const create = await call('POST', '/cart/v1/cart', {
      body: '{"favoriteStoreId":"1234"}',
      headers: { ...SITE, 'content-type': 'application/json' },
    });
    expect(create.status).toBe(418);
    expect(create.headers.get('x-harness-drift')).toBe('1; undeclared-status status');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"favoriteStoreId":"1234"}' });

    const unknown = await call('GET', '/content/v1/gone');
    expect(unknown.headers.get('x-harness-drift')).toBe('1; unknown-operation path');

    const broken = await call('DELETE', '/cart/v1/item', { body: '{"cartId":"bk-1"}', headers: SITE });
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('Internal Server Error');
    expect(broken.headers.get('x-harness-drift')).toBe(
      '3; request-schema body.itemId; undeclared-status status; error-envelope body',
    );
  });

  it('checks a compressed answer as its decompressed JSON and passes the bytes on', async () => {
    const gz = await call('GET', '/fapi/server/time', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.json()).toEqual({ serverTime: '2026-03-04T05:06:07.000Z' }); // fetch decompresses
    expect(gz.headers.get('x-harness-drift')).toBe(
      '2; response-schema body.timestamp; response-schema body.serverTime',
    );
  });

  it('logs each violation with operation, field, expected and got, and reports them per operation', async () => {
    expect(violations.map((v) => `${v.operation} ${v.kind} ${v.field}`)).toEqual([
      'getServerTime response-schema body.timestamp',
      'getServerTime response-schema body.serverTime',
      'searchProducts undeclared-error-id body.errorDetails.0.errorId',
      'createCart undeclared-status status',
      'GET /content/v1/gone unknown-operation path',
      'removeCartItem request-schema body.itemId',
      'removeCartItem undeclared-status status',
      'removeCartItem error-envelope body',
      'getServerTime response-schema body.timestamp',
      'getServerTime response-schema body.serverTime',
    ]);
    // The success status, then each declared id's catalogue status.
    expect(violations[3]).toMatchObject({ expected: '201 400 401 403 404 406 413 415', got: '418' });

    const drift = (await (await fetch(`${proxy.url}/__harness/drift`)).json()) as DriftSummary;
    expect(drift).toMatchObject({ calls: 6, violations: 10 });
    const byName = Object.fromEntries(drift.operations.map((o) => [o.operation, o]));
    expect(byName.getServerTime).toMatchObject({
      calls: 2,
      violations: 4,
      fields: [
        { kind: 'response-schema', field: 'body.timestamp', count: 2, expected: 'string', got: 'missing' },
        { kind: 'response-schema', field: 'body.serverTime', count: 2, expected: 'no such field' },
      ],
    });
    expect(byName.searchProducts).toMatchObject({ calls: 1, violations: 1, errorIds: { PYT402: 1 } });
    expect(byName.createCart?.errorIds).toEqual({ AUT401: 1 });
    expect(byName['GET /content/v1/gone']?.fields[0]?.kind).toBe('unknown-operation');

    const summary = proxy.report.summary();
    expect(prettyDrift(summary)).toMatch(
      /^harness proxy: 6 calls to http:\/\/127\.0\.0\.1:\d+, 10 violations in 5 operations/,
    );
    expect(prettyDrift(summary)).toContain('response-schema body.timestamp x2: expected string, got missing');
    expect(JSON.parse(jsonDrift(summary))).toEqual(drift);
    expect(junitDrift(summary)).toMatch(
      /<testsuite name="harness proxy \(.*\)" tests="5" failures="5" errors="0">/,
    );
  });
});
