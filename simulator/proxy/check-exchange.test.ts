import { describe, expect, it } from 'vitest';
import { envelopeFor } from '../../contracts/errors/catalogue';
import { operations } from '../../contracts/registry/operations';
import { checkExchange, declaredStatuses, type Exchange } from './check-exchange';
import { driftHeaderValue, violationLine } from './violation';

const TIME = '2026-03-04T05:06:07.000Z';

/** A GET /fapi/server/time exchange (getServerTime: `{ timestamp }`, errorIds GEN500 and the protocol ids). */
const serverTime = (status: number, body: unknown, extra: Partial<Exchange> = {}): Exchange => ({
  method: 'GET',
  path: '/fapi/server/time',
  query: '',
  requestBody: undefined,
  status,
  responseBody: typeof body === 'string' ? body : JSON.stringify(body),
  ...extra,
});

const kindsAndFields = (exchange: Exchange) =>
  checkExchange(exchange).violations.map((v) => `${v.kind} ${v.field}`);

describe('checking an exchange against the contracts', () => {
  it('finds nothing in a call and answer that keep the contract, and names its operation', () => {
    const check = checkExchange(serverTime(200, { timestamp: TIME }));
    expect(check).toEqual({ operation: 'getServerTime', known: true, violations: [], errorIds: [] });
    const declared = checkExchange(serverTime(500, envelopeFor('GEN500', 'corr-1')));
    expect(declared.violations).toEqual([]);
    expect(declared.errorIds).toEqual(['GEN500']);
  });

  it('unknown-operation: no operation takes the method and path', () => {
    const check = checkExchange(serverTime(200, {}, { path: '/fapi/server/clock' }));
    expect(check.known).toBe(false);
    expect(check.violations).toEqual([
      {
        kind: 'unknown-operation',
        operation: 'GET /fapi/server/clock',
        field: 'path',
        expected: 'an operation of the registry',
        got: 'GET /fapi/server/clock',
      },
    ]);
    expect(kindsAndFields(serverTime(200, {}, { method: 'DELETE' }))).toEqual(['unknown-operation path']);
  });

  it('request-schema: query, params and body off their schemas, by field path', () => {
    const search: Exchange = {
      method: 'GET',
      path: '/products/v2/search/productSearch',
      query: 'q=jacket&pageSize=500',
      requestBody: undefined,
      status: 200,
      responseBody: undefined,
    };
    const [pageSize] = checkExchange(search).violations;
    expect(pageSize).toMatchObject({
      kind: 'request-schema',
      operation: 'searchProducts',
      field: 'query.pageSize',
    });
    expect(pageSize).toMatchObject({ expected: 'Too big: expected number to be <=96', got: '"500"' });

    const create = (requestBody: string): Exchange => ({
      method: 'POST',
      path: '/cart/v1/cart',
      query: '',
      requestBody,
      status: 201,
      responseBody: undefined,
    });
    const [renamed] = checkExchange(create('{"favouriteStoreId":"1234"}')).violations;
    expect(renamed).toEqual({
      kind: 'request-schema',
      operation: 'createCart',
      field: 'body.favouriteStoreId',
      expected: 'no such field',
      got: '"1234"',
    });
    expect(kindsAndFields(create('{not json'))).toEqual(['request-schema body']);
  });

  it('response-schema: a success body off its schema (a renamed field is a missing one)', () => {
    const [missing] = checkExchange(serverTime(200, { time: TIME })).violations;
    expect(missing).toEqual({
      kind: 'response-schema',
      operation: 'getServerTime',
      field: 'body.timestamp',
      expected: 'string',
      got: 'missing',
    });
    expect(violationLine(missing as never)).toBe(
      'getServerTime response-schema body.timestamp: expected string, got missing',
    );
    expect(kindsAndFields(serverTime(200, 'OK'))).toEqual(['response-schema body']);
  });

  it('response-schema: a field the contract does not declare, at any depth (a renamed optional one)', () => {
    const extra = checkExchange(serverTime(200, { timestamp: TIME, zone: 'UTC' })).violations;
    expect(extra).toEqual([
      {
        kind: 'response-schema',
        operation: 'getServerTime',
        field: 'body.zone',
        expected: 'no such field',
        got: '"UTC"',
      },
    ]);
    const cart = (item: object): Exchange => ({
      method: 'GET',
      path: '/cart/v1/cart/bk-1',
      query: '',
      requestBody: undefined,
      status: 200,
      responseBody: JSON.stringify(item),
    });
    const line = {
      id: 'it-1',
      productId: 'NF0A5G2S',
      name: 'Summit Down Jacket',
      qty: 1,
      maxQty: 10,
      available: true,
      price: { original: 89.95, current: 89.95, rowTotal: 89.95 },
    };
    const totals = { total: 89.95, totalDiscount: 0, itemTotal: 89.95, remainingToPay: 89.95, totalUnits: 1 };
    const answer = { id: 'bk-1', currency: 'USD', totalItems: 1, totals, items: [line] };
    expect(checkExchange(cart(answer)).violations).toEqual([]);
    // The item's optional `name` renamed: nothing is missing, but the new name is not the contract's.
    const { name, ...rest } = line;
    const renamed = { ...answer, items: [{ ...rest, title: name }] };
    expect(kindsAndFields(cart(renamed))).toEqual(['response-schema body.items.0.title']);
  });

  it("request-schema: the contract's request headers (a main call without its site headers)", () => {
    const details = (requestHeaders: Record<string, string>): Exchange => ({
      method: 'GET',
      path: '/products/v2/products/NF0A5G2S/details',
      query: '',
      requestHeaders,
      requestBody: undefined,
      status: 200,
      responseBody: undefined,
    });
    const site = { 'x-locale': 'en-US', 'x-brand': 'summitpeak', 'x-channel': 'ECOMM', 'x-region': 'NORA' };
    expect(checkExchange(details({ ...site, 'x-custom': 'open by nature' })).violations).toEqual([]);
    const { 'x-region': _region, ...noRegion } = site;
    expect(checkExchange(details(noRegion)).violations).toEqual([
      expect.objectContaining({ kind: 'request-schema', field: 'headers.x-region', got: 'missing' }),
    ]);
  });

  it('undeclared-status: neither success, alternative nor the catalogue status of a declared id', () => {
    expect(declaredStatuses(operations.getServerTime)).toEqual([200, 400, 406, 500]);
    expect(kindsAndFields(serverTime(201, { timestamp: TIME }))).toEqual(['undeclared-status status']);
    const teapot = checkExchange(serverTime(418, envelopeFor('GEN500', 'corr-1')));
    expect(teapot.violations).toEqual([
      expect.objectContaining({
        kind: 'undeclared-status',
        field: 'status',
        expected: '200 400 406 500',
        got: '418',
      }),
    ]);
  });

  it('undeclared-error-id: an envelope id the operation does not declare, or the catalogue does not know', () => {
    const [undeclared] = checkExchange(serverTime(500, envelopeFor('PYT402', 'corr-1'))).violations;
    expect(undeclared).toMatchObject({
      kind: 'undeclared-error-id',
      field: 'body.errorDetails.0.errorId',
      got: '"PYT402"',
    });
    expect(undeclared?.expected).toMatch(/^one of GEN500, API400, API406$/);
    const made = { errorDetails: [{ errorId: 'BOOM42', message: 'boom' }], correlationId: 'corr-1' };
    const check = checkExchange(serverTime(500, made));
    expect(check.violations.map((v) => `${v.kind} ${v.field} ${v.got}`)).toEqual([
      'undeclared-error-id body.errorDetails.0.errorId "BOOM42" (not in the catalogue)',
    ]);
    expect(check.errorIds).toEqual(['BOOM42']);
  });

  it('error-envelope: an error answer whose body is not the envelope', () => {
    expect(kindsAndFields(serverTime(500, { error: 'boom' }))).toEqual([
      'error-envelope body.errorDetails',
      'error-envelope body.correlationId',
    ]);
    expect(kindsAndFields(serverTime(500, 'Internal Server Error'))).toEqual(['error-envelope body']);
    expect(kindsAndFields(serverTime(500, ''))).toEqual(['error-envelope body']);
  });

  it('sums up an exchange for the response header: the count and the first three', () => {
    expect(driftHeaderValue([])).toBe('0');
    const v = (field: string) => ({
      kind: 'response-schema' as const,
      operation: 'x',
      field,
      expected: 'a',
      got: 'b',
    });
    expect(driftHeaderValue([v('body.a')])).toBe('1; response-schema body.a');
    expect(driftHeaderValue([v('body.a'), v('body.b'), v('body.c'), v('body.d')])).toBe(
      '4; response-schema body.a; response-schema body.b; response-schema body.c; ...',
    );
    expect(driftHeaderValue([v('body.naïve')])).toBe('1; response-schema body.na?ve');
  });
});
