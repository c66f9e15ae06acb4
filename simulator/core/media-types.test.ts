import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts/registry/operations';
import { plainRequest } from '../testing/plain-request';
import { acceptsJson, isJsonContentType, mediaTypeFailure, takesContentType } from './media-types';

describe('acceptsJson', () => {
  it.each([
    [null, true],
    ['', true],
    ['*/*', true],
    ['application/json', true],
    ['application/*', true],
    ['application/problem+json', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['text/html', false],
    ['application/xml, text/plain', false],
    ['application/json;q=0, text/html', false],
    ['*/*;q=0', false],
  ])('%j -> %s', (accept, expected) => {
    expect(acceptsJson(accept)).toBe(expected);
  });
});

describe('isJsonContentType', () => {
  it.each([
    [null, true],
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/merge-patch+json', true],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['application/jsonx', false],
  ])('%j -> %s', (contentType, expected) => {
    expect(isJsonContentType(contentType)).toBe(expected);
  });
});

describe('mediaTypeFailure', () => {
  const request = (method: string, headers: Record<string, string>, body?: string) =>
    plainRequest('/x', { method, headers, body });

  it('answers API406 naming the Accept header', () => {
    expect(mediaTypeFailure(operations.getCart, request('GET', { accept: 'text/html' }))).toEqual({
      ok: false,
      errorId: 'API406',
      message: 'headers.accept: "text/html" does not accept application/json',
    });
  });

  it('answers API415 for a body that is not JSON, only where the operation reads a body', () => {
    const form = request('POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect(mediaTypeFailure(operations.addCartItem, form)?.errorId).toBe('API415');
    expect(mediaTypeFailure(operations.getCart, request('GET', { 'content-type': 'text/plain' }))).toBe(
      undefined,
    );
    // A body without a Content-Type is taken as JSON.
    const untyped = request('POST', {}, '{}');
    expect(mediaTypeFailure(operations.addCartItem, untyped)).toBe(undefined);
    const typed = request('POST', { 'content-type': 'application/json' }, '{}');
    expect(mediaTypeFailure(operations.addCartItem, typed)).toBe(undefined);
  });

  it('takes text/plain JSON on the beacon operations only (navigator.sendBeacon sends strings so)', () => {
    const beacon = (headers: Record<string, string>) => request('POST', headers, '{"measures":[]}');
    const plain = { 'content-type': 'text/plain;charset=UTF-8' };
    expect(mediaTypeFailure(operations.ingestPerformance, beacon(plain))).toBe(undefined);
    expect(mediaTypeFailure(operations.logExperimentationEvents, beacon(plain))).toBe(undefined);
    expect(mediaTypeFailure(operations.addCartItem, beacon(plain))).toMatchObject({
      errorId: 'API415',
      message: 'headers.content-type: "text/plain;charset=UTF-8" is not application/json',
    });
    expect(
      mediaTypeFailure(operations.ingestPerformance, beacon({ 'content-type': 'text/html' }))?.message,
    ).toBe('headers.content-type: "text/html" is not application/json or text/plain');
    expect(takesContentType(operations.ingestPerformance, 'application/json')).toBe(true);
  });
});
