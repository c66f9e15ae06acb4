import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openRaw, type RawAnswer, rawExchange } from './testing/raw-http';
import { STOREFRONT_HEADERS, useTestServer } from './testing/test-server';

/** The default limits (a 1 MiB body, 16 KiB of headers). */
const server = useTestServer();
/** Short timeouts, checked often, so the slow-client cases take a second instead of a minute. */
const hurried = useTestServer({ timeouts: { headersMs: 300, requestMs: 900, checkIntervalMs: 50 } });
/** A 100-byte limit, as `harness serve --max-body 100` sets it. */
const small = useTestServer({ maxBodyBytes: 100 });

const MIB = 2 ** 20;
const json = { ...STOREFRONT_HEADERS, 'x-harness-session': 'limits', 'content-type': 'application/json' };
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
/** A guest token request padded with spaces to exactly `size` bytes (still valid JSON). */
const guestBodyOf = (size: number) => {
  const text = JSON.stringify({ type: 'Guest' });
  return text + ' '.repeat(size - text.length);
};
const firstError = (answer: RawAnswer) => JSON.parse(answer.body).errorDetails[0];

/** POSTs `times` uploads of `bytes` one after another from a child process: each status, or the error code. */
async function uploadsFromAnotherProcess(url: string, bytes: number, times: number): Promise<string[]> {
  const client = `
    const http = require('node:http');
    const upload = Buffer.alloc(${bytes}, 32);
    const post = () => new Promise((resolve) => {
      const req = http.request(${JSON.stringify(url)}, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      });
      req.on('error', (error) => resolve(error.code));
      req.end(upload);
    });
    (async () => { const out = []; for (let i = 0; i < ${times}; i++) out.push(await post()); console.log(JSON.stringify(out)); })();`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', client]);
  return JSON.parse(stdout);
}

describe('harness serve: the request body limit (--max-body, 1 MiB by default)', () => {
  it('refuses a Content-Length over the limit with 413 before the body is sent, and closes', async () => {
    const connection = await openRaw(server.url);
    connection.write(
      `POST /token/v2/auth/token HTTP/1.1\r\nhost: 127.0.0.1\r\n${headerLines(json)}content-length: ${60 * MIB}\r\n\r\n{"type":`,
    );
    // Only 8 of the announced 60 MiB were sent: the answer cannot have waited for the rest.
    const answer = await connection.answer();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(firstError(answer)).toEqual({
      errorId: 'API413',
      message: 'The request body is larger than 1 MiB (1048576 bytes), the limit of this server.',
    });
    await connection.closed;
  });

  it('lets a client that keeps sending its upload read the 413 (no reset while it writes)', async () => {
    // The client runs in its own process: sharing the server's event loop would hide the race.
    const outcomes = await uploadsFromAnotherProcess(`${server.url}/__harness/faults`, 32 * MIB, 6);
    expect(outcomes).toEqual(Array(6).fill('413'));
  });

  it('counts a chunked body while it streams and refuses it with 413 at the limit', async () => {
    const connection = await openRaw(server.url);
    connection.write(
      `POST /token/v2/auth/token HTTP/1.1\r\nhost: 127.0.0.1\r\n${headerLines(json)}transfer-encoding: chunked\r\n\r\n`,
    );
    const chunk = ' '.repeat(64 * 1024);
    // 3 MiB and no last chunk: a server buffering the whole body would still be waiting.
    for (let i = 0; i < 48; i++) connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const answer = await connection.answer();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(firstError(answer).errorId).toBe('API413');
    await connection.closed;
  });

  // Generous: the first call of the session builds its world, seconds on a loaded machine.
  it('reads a body of exactly the limit and refuses one byte more', { timeout: 30_000 }, async () => {
    const post = (body: string) =>
      fetch(`${server.url}/token/v2/auth/token`, { method: 'POST', headers: json, body });
    const atLimit = await post(guestBodyOf(MIB));
    expect(atLimit.status).toBe(200);
    expect((await atLimit.json()).access_token).toBeTypeOf('string');
    const over = await post(guestBodyOf(MIB + 1));
    expect(over.status).toBe(413);
    expect((await over.json()).errorDetails[0].errorId).toBe('API413');
  });

  it('refuses a body announced with Expect: 100-continue without inviting it (no 100 Continue first)', async () => {
    const answer = await rawExchange(
      server.url,
      `POST /__harness/faults HTTP/1.1\r\nhost: x\r\nexpect: 100-continue\r\ncontent-length: ${2 * MIB}\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(firstError(answer).errorId).toBe('API413');
  });

  it('holds for the control API too', async () => {
    const answer = await fetch(`${server.url}/__harness/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"operation":"getCart","errorId":"BSK404"}${' '.repeat(MIB)}`,
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).errorDetails[0].errorId).toBe('API413');
  });

  it('takes another limit from the server options', async () => {
    const post = (size: number) =>
      fetch(`${small.url}/token/v2/auth/token`, { method: 'POST', headers: json, body: guestBodyOf(size) });
    expect((await post(100)).status).toBe(200);
    const over = await post(101);
    expect(over.status).toBe(413);
    expect((await over.json()).errorDetails[0].message).toBe(
      'The request body is larger than 100 bytes, the limit of this server.',
    );
  });
});

describe('harness serve: the Host header', () => {
  const get = (target: string, host: string | undefined) =>
    rawExchange(server.url, `GET ${target} HTTP/1.1\r\n${host === undefined ? '' : `host: ${host}\r\n`}\r\n`);

  it.each([
    ['a b', '/fapi/server/../server/time'],
    ['[::zz', '/'],
    ['example.com/path', '/__harness/'],
    ['user@example.com', '/fapi/server/time'],
  ])('answers a Host of %j with 400 naming the header (%s)', async (host, target) => {
    const answer = await get(target, host);
    expect(answer.status).toBe(400);
    expect(firstError(answer)).toEqual({
      errorId: 'API400',
      message: 'headers.host: must be a host name or address, with an optional port',
    });
  });

  it('answers an HTTP/1.1 request without Host with the envelope; HTTP/1.0 needs none', async () => {
    const missing = await get('/fapi/server/time', undefined);
    expect(missing.status).toBe(400);
    expect(firstError(missing).message).toBe('headers.host: required in HTTP/1.1');
    const old = await rawExchange(server.url, 'GET /fapi/server/time HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('takes a host name, an address and a port', async () => {
    for (const host of ['localhost', '127.0.0.1:4010', '[::1]:4010', 'shop.example']) {
      expect((await get('/fapi/server/time', host)).status, host).toBe(200);
    }
  });
});

describe('harness serve: x-correlation-id', () => {
  const call = (correlationId: string) =>
    fetch(`${server.url}/token/v2/auth/token`, {
      method: 'POST',
      headers: { ...json, 'x-correlation-id': correlationId },
      body: JSON.stringify({ type: 'Guest' }),
    });

  it.each([
    ['12 kB long', 'c'.repeat(12_000)],
    ['with spaces', 'qa run 42'],
  ])('refuses one %s without echoing it: a fresh id in the header and the body', async (_label, sent) => {
    const answer = await call(sent);
    expect(answer.status).toBe(400);
    const returned = answer.headers.get('x-correlation-id') ?? '';
    expect(returned).toMatch(/^corr-[0-9a-f-]{36}$/);
    const text = await answer.text();
    expect(text).not.toContain(sent);
    const body = JSON.parse(text);
    expect(body.correlationId).toBe(returned);
    expect(body.errorDetails[0].message).toMatch(/^headers\.x-correlation-id: /);
  });

  it('echoes a valid one in the header and the body', async () => {
    const answer = await call('qa-run-42');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-correlation-id')).toBe('qa-run-42');
    const refused = await fetch(`${server.url}/nope`, { headers: { 'x-correlation-id': 'qa-run-43' } });
    expect(refused.headers.get('x-correlation-id')).toBe('qa-run-43');
    expect((await refused.json()).correlationId).toBe('qa-run-43');
  });
});

describe("harness serve: the requests Node's parser refuses answer with the envelope", () => {
  it('answers headers over 16 KiB with 431 API431', async () => {
    const answer = await rawExchange(
      server.url,
      `GET /fapi/server/time HTTP/1.1\r\nhost: x\r\nx-pad: ${'a'.repeat(17_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(firstError(answer).errorId).toBe('API431');
  });

  it('answers a request line over 16 KiB (a long URL) with 431 API431', async () => {
    const answer = await rawExchange(server.url, `GET /?q=${'a'.repeat(17_000)} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(firstError(answer).errorId).toBe('API431');
  });

  it.each([
    ['a CR inside a header value', 'x-bad: a\rb\r\n'],
    ['a space inside a header name', 'bad header: x\r\n'],
    ['a Content-Length that is no number', 'content-length: ten\r\n'],
  ])('answers %s with 400 API400', async (_label, line) => {
    const answer = await rawExchange(server.url, `POST /cart/v1/cart HTTP/1.1\r\nhost: x\r\n${line}\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expect(firstError(answer).errorId).toBe('API400');
    expect(firstError(answer).message).toMatch(/^The request is not valid HTTP: /);
  });

  it('answers an HTTP/2 preface with 400 API400 asking for HTTP/1.1', async () => {
    const answer = await rawExchange(server.url, 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(firstError(answer)).toEqual({
      errorId: 'API400',
      message: 'HTTP/2 is not served here: send HTTP/1.1.',
    });
  });

  it('answers CONNECT with 405 API405 instead of dropping the connection', async () => {
    const answer = await rawExchange(
      server.url,
      'CONNECT shop.example:443 HTTP/1.1\r\nhost: shop.example:443\r\n\r\n',
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.connection).toBe('close');
    expect(firstError(answer).errorId).toBe('API405');
  });

  it('serves a request with an expectation it does not know instead of a bare 417', async () => {
    const answer = await rawExchange(
      server.url,
      'GET /fapi/server/time HTTP/1.1\r\nhost: x\r\nexpect: teapot\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });

  it('answers headers that never end with 408 API408', async () => {
    const connection = await openRaw(hurried.url);
    connection.write('GET /fapi/server/time HTTP/1.1\r\nhost: x\r\n');
    const answer = await connection.answer();
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(firstError(answer).errorId).toBe('API408');
    await connection.closed;
  });

  it('times the request, not the answer: a slow answer (a latency fault) is no 408', async () => {
    const session = { 'x-harness-session': 'slow-answer', 'content-type': 'application/json' };
    const fault = { operation: 'getServerTime', latencyMs: 1500, times: 1 };
    const added = await fetch(`${hurried.url}/__harness/faults`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify(fault),
    });
    expect(added.status).toBe(201);
    const answer = await fetch(`${hurried.url}/fapi/server/time`, { headers: { ...json, ...session } });
    expect(answer.status).toBe(200);
  });

  it('answers a body that never ends with 408 API408', async () => {
    const connection = await openRaw(hurried.url);
    connection.write(
      `POST /token/v2/auth/token HTTP/1.1\r\nhost: x\r\n${headerLines(json)}content-length: 100\r\n\r\n{"type":`,
    );
    const answer = await connection.answer();
    expect(answer.status).toBe(408);
    expect(firstError(answer).errorId).toBe('API408');
    await connection.closed;
  });
});

describe('harness serve: paths that do not decode', () => {
  it('answers a target no URL parser reads (//[) with 400 API400', async () => {
    const answer = await rawExchange(server.url, 'GET //[ HTTP/1.1\r\nhost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(firstError(answer).message).toBe('path: not a valid request target');
  });

  it.each([
    ['GET', '/cart/v1/cart/%ZZ'],
    ['DELETE', '/__harness/sessions/%E0%A4'],
    ['GET', '/images/%ZZ.jpg'],
  ])('answers %s %s with 400 API400, never 500', async (method, path) => {
    const answer = await fetch(`${server.url}${path}`, { method, headers: json });
    expect(answer.status).toBe(400);
    expect((await answer.json()).errorDetails[0]).toEqual({
      errorId: 'API400',
      message: 'path: not valid percent-encoded UTF-8',
    });
  });
});
