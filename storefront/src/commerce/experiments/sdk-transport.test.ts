import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { EXPERIMENTATION } from './experimentation-constants';
import { clearFaults, injectFault } from './sdk-test-support';
import { sdkTransport } from './sdk-transport';

useTestSimulator();

const BASE = 'https://harness.example';
const API_KEY = 'W4WzcEs-ABgXorzY7h1LCQ';
afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
});

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  status?: number;
}

/** Every fetch the transport makes, passed through to the simulator, with the status it got. */
function recordFetch(): Call[] {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call: Call = {
      url: new URL(String(input), location.href),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    const response = await real(input, init);
    call.status = response.status;
    return response;
  });
  return calls;
}

/** Two customer-data events as the SDK 6 batches them to `{host}/v3/events` (Maps written as objects). */
const sdkEvent = (action: string, identifiers: Record<string, string>, idempotence: string) => ({
  type: 'fullstack',
  action,
  identifiers,
  data: {
    idempotence_id: idempotence,
    data_source_type: 'sdk',
    data_source: 'javascript-sdk',
    data_source_version: '6.6.1',
    empty: '',
    missing: null,
  },
});
const twoEvents = JSON.stringify([
  sdkEvent('client_initialized', { vuid: 'vuid_3f9a2c1e8b7d4a6f' }, '0b5f2a4c-3d1e-4f6a-8b7c-9d0e1f2a3b4c'),
  sdkEvent(
    'identified',
    { vuid: 'vuid_3f9a2c1e8b7d4a6f', fs_user_id: 'C100200300' },
    '7c6d5e4f-3a2b-4c1d-9e8f-0a1b2c3d4e5f',
  ),
]);
const eventHeaders = { 'Content-Type': 'application/json', 'x-api-key': API_KEY };

describe('the customer-data events as pixel calls (spec 001 sections 7 and 9)', () => {
  it("turns the SDK's POST of a batch into one GET of the contract's /event per event, on the configured base", async () => {
    const calls = recordFetch();
    const request = sdkTransport(BASE).makeRequest(
      'https://cdp.example/v3/events',
      eventHeaders,
      'POST',
      twoEvents,
    );
    const answer = await request.responsePromise;

    expect(answer.statusCode).toBe(204);
    expect(calls.map((c) => `${c.method} ${c.url.origin}${c.url.pathname} ${c.status}`)).toEqual([
      `GET ${BASE}/event 204`,
      `GET ${BASE}/event 204`,
    ]);
    expect(calls.every((c) => c.body === undefined)).toBe(true);
    const queries = calls.map((c) => Object.fromEntries(c.url.searchParams));
    expect(queries[0]).toEqual({
      tracker_id: API_KEY,
      event_type: 'fullstack',
      vdl_action: 'client_initialized',
      vuid: 'vuid_3f9a2c1e8b7d4a6f',
      idempotence_id: '0b5f2a4c-3d1e-4f6a-8b7c-9d0e1f2a3b4c',
      data_source_type: 'sdk',
      data_source: 'javascript-sdk',
      data_source_version: '6.6.1',
    });
    expect(queries[1]).toMatchObject({
      tracker_id: API_KEY,
      event_type: 'fullstack',
      vdl_action: 'identified',
      vuid: 'vuid_3f9a2c1e8b7d4a6f',
      fs_user_id: 'C100200300',
      idempotence_id: '7c6d5e4f-3a2b-4c1d-9e8f-0a1b2c3d4e5f',
    });
  });

  it("answers the first pixel's 5xx for the whole batch (the SDK then retries it) and sends no more", async () => {
    await injectFault({ operation: 'sendCustomerDataEvent', status: 503, times: 1 });
    const calls = recordFetch();
    const transport = sdkTransport(BASE);
    const answer = await transport.makeRequest(`${BASE}/v3/events`, eventHeaders, 'POST', twoEvents)
      .responsePromise;
    expect(answer.statusCode).toBe(503);
    expect(calls.map((c) => c.status)).toEqual([503]);

    // The retry of the batch goes through once the platform answers again.
    const retried = await transport.makeRequest(`${BASE}/v3/events`, eventHeaders, 'POST', twoEvents)
      .responsePromise;
    expect(retried.statusCode).toBe(204);
    expect(calls.map((c) => c.status)).toEqual([503, 204, 204]);
  });

  it('rejects when the pixel call fails on the network (the SDK logs it and retries)', async () => {
    await injectFault({ operation: 'sendCustomerDataEvent', network: 'reset', times: 1 });
    const request = sdkTransport(BASE).makeRequest(`${BASE}/v3/events`, eventHeaders, 'POST', twoEvents);
    await expect(request.responsePromise).rejects.toThrow();
  });
});

describe('the segments query', () => {
  const query = JSON.stringify({
    query:
      'query {customer(vuid : "vuid_3f9a2c1e8b7d4a6f") {audiences(subset: ["trail_runners"]) {edges {node {name state}}}}}',
  });

  it('goes to {base}/v3/graphql whatever host the datafile names, with the api key header and the body as is', async () => {
    const calls = recordFetch();
    const answer = await sdkTransport(BASE).makeRequest(
      'https://cdp.summitpeak.example/v3/graphql',
      { 'Content-Type': 'application/json', 'x-api-key': API_KEY },
      'POST',
      query,
    ).responsePromise;

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url.href).toBe(`${BASE}/v3/graphql`);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-api-key')).toBe(API_KEY);
    expect(call?.body).toBe(query);
    expect(answer.statusCode).toBe(200);
    const body = JSON.parse(answer.body) as { data: { customer: { audiences: { edges: unknown[] } } } };
    expect(body.data.customer.audiences.edges).toEqual([
      { node: { name: 'trail_runners', state: expect.stringMatching(/^(qualified|not_qualified)$/) } },
    ]);
  });

  it("goes to the datafile's host when no base is configured (the vendor's platform)", async () => {
    const calls = recordFetch();
    await sdkTransport(undefined).makeRequest(
      'https://cdp.summitpeak.example/v3/graphql',
      { 'x-api-key': API_KEY },
      'POST',
      query,
    ).responsePromise;
    expect(calls.map((c) => c.url.href)).toEqual(['https://cdp.summitpeak.example/v3/graphql']);
  });
});

describe('the datafile request', () => {
  const datafileUrl = 'https://cdn.example/datafiles/summitpeak-us-production.json';

  it('keeps its URL, leaves out headers the SDK left undefined, and surfaces Last-Modified for the 304 that follows', async () => {
    const calls = recordFetch();
    const transport = sdkTransport(BASE);
    const first = await transport.makeRequest(datafileUrl, { 'if-modified-since': undefined }, 'GET')
      .responsePromise;

    expect(calls[0]?.url.href).toBe(datafileUrl);
    expect(calls[0]?.headers.has('if-modified-since')).toBe(false);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ sdkKey: 'summitpeak-us-production' });
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBe('Thu, 01 Jan 2026 00:00:00 GMT');

    const second = await transport.makeRequest(datafileUrl, { 'if-modified-since': lastModified }, 'GET')
      .responsePromise;
    expect(calls[1]?.headers.get('if-modified-since')).toBe(lastModified);
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('is aborted by abort()', async () => {
    const calls = recordFetch();
    const request = sdkTransport(BASE).makeRequest(datafileUrl, {}, 'GET');
    request.abort();
    await expect(request.responsePromise).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('times out as the spec says: the datafile after 60 s, the segments and each pixel after 10 s', async () => {
    expect(EXPERIMENTATION.datafileRequestTimeoutMs).toBe(60_000);
    expect(EXPERIMENTATION.customerDataTimeoutMs).toBe(10_000);
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const transport = sdkTransport(BASE);
    await transport.makeRequest(datafileUrl, {}, 'GET').responsePromise;
    expect(timeouts.mock.calls).toEqual([[60_000]]);
    const segments = JSON.stringify({
      query: 'query {customer(vuid : "vuid_abc") {audiences(subset: []) {edges {node {name state}}}}}',
    });
    await transport.makeRequest(`${BASE}/v3/graphql`, { 'x-api-key': API_KEY }, 'POST', segments)
      .responsePromise;
    await transport.makeRequest(`${BASE}/v3/events`, eventHeaders, 'POST', twoEvents).responsePromise;
    expect(timeouts.mock.calls).toEqual([[60_000], [10_000], [10_000], [10_000]]);
  });
});
