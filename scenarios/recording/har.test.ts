import { describe, expect, it } from 'vitest';
import { exchangesOfHar, HarError } from './har';

const entry = (
  started: string,
  method: string,
  url: string,
  response: { status: number; mimeType: string; text?: string; encoding?: string },
  extra: Record<string, unknown> = {},
) => ({
  startedDateTime: started,
  request: {
    method,
    url,
    headers: [
      { name: ':authority', value: 'shop.example' },
      { name: 'X-Locale', value: 'en-us' },
      { name: 'Accept', value: 'a' },
      { name: 'accept', value: 'b' },
    ],
    ...extra,
  },
  response: { status: response.status, content: response },
});

describe("a HAR file's entries as exchanges", () => {
  it('keeps API calls by JSON when the browser names no resource type (Firefox), skips page loads', () => {
    const har = {
      log: {
        entries: [
          entry(
            '2026-11-28T10:00:02Z',
            'POST',
            'https://api.example/cart/v1/cart?x=1',
            {
              status: 201,
              mimeType: 'application/json',
              text: Buffer.from('{"id":"bk-1"}').toString('base64'),
              encoding: 'base64',
            },
            { postData: { mimeType: 'application/json', text: '{}' } },
          ),
          entry('2026-11-28T10:00:01Z', 'GET', 'https://shop.example/', {
            status: 200,
            mimeType: 'text/html',
            text: '<p>',
          }),
          entry('2026-11-28T10:00:00Z', 'GET', 'https://shop.example/logo.svg', {
            status: 200,
            mimeType: 'image/svg+xml',
          }),
        ],
      },
    };
    const { exchanges, skipped } = exchangesOfHar(har);
    expect(skipped).toBe(2);
    expect(exchanges).toEqual([
      {
        method: 'POST',
        path: '/cart/v1/cart',
        query: 'x=1',
        requestHeaders: { 'x-locale': 'en-us', accept: 'a, b' },
        requestBody: '{}',
        status: 201,
        responseBody: '{"id":"bk-1"}',
      },
    ]);
  });

  it('orders by start time and keeps only calls under --api-base, its path stripped', () => {
    const json = { status: 200, mimeType: 'application/json', text: '{}' };
    const har = {
      log: {
        entries: [
          entry('2026-11-28T10:00:05Z', 'GET', 'https://api.example/v/cart/v1/cart/bk-2', json),
          entry('2026-11-28T10:00:01Z', 'GET', 'https://api.example/v/cart/v1/cart/bk-1', json),
          entry('2026-11-28T10:00:02Z', 'GET', 'https://api.example/vx/cart/v1/cart/bk-3', json),
          entry('2026-11-28T10:00:03Z', 'GET', 'https://other.example/v/cart/v1/cart/bk-4', json),
          entry('2026-11-28T10:00:04Z', 'GET', 'https://api.example/v/cart/v1/cart/bk-5', {
            status: 0,
            mimeType: '',
          }),
        ],
      },
    };
    const { exchanges, skipped } = exchangesOfHar(har, new URL('https://api.example/v/'));
    expect(exchanges.map((e) => e.path)).toEqual(['/cart/v1/cart/bk-1', '/cart/v1/cart/bk-2']);
    expect(skipped).toBe(3);
  });

  it('refuses what is not a HAR file, naming what is missing', () => {
    expect(() => exchangesOfHar({ entries: [] })).toThrow(
      new HarError('not a HAR file: no log.entries list'),
    );
    expect(() => exchangesOfHar({ log: { entries: [{ request: { url: 'x' } }] } })).toThrow(
      'not a HAR file: log.entries[0] has no request method and url or no response status',
    );
  });
});
