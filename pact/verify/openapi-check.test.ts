import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PactV4 } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '../../contracts/common/headers';
import { buildOpenApiDocument } from '../../contracts/openapi/build-document';
import { operations } from '../../contracts/registry/operations';
import type { RequestBodyInputOf, ResponseBodyOf } from '../../contracts/registry/types';
import { checkPactAgainstOpenApi, formatOpenApiCheck, type OpenApiCheckResult } from './openapi-check';
import { type Expectation, recordPact, type Step } from './testing/record-pact';

/** Real V4 pacts, written by pact-js from consumer tests that call its mock server, checked against the document. */

const PROVIDER = 'storefront-api';
let dir: string;
let doc: ReturnType<typeof buildOpenApiDocument>;
let pactCount = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openapi-check-test-'));
  doc = buildOpenApiDocument();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const siteHeaders = {
  [HEADER.locale]: 'en-us',
  [HEADER.brand]: 'summitpeak',
  [HEADER.channel]: 'ECOMM',
  [HEADER.region]: 'NORA',
  [HEADER.accessKey]: 'Bearer guest-token',
};

const cart: ResponseBodyOf<'getCart'> = {
  id: 'bk-7f3a9c21',
  currency: 'USD',
  totalItems: 1,
  totals: { total: 89.95, totalDiscount: 0, itemTotal: 89.95, remainingToPay: 89.95, totalUnits: 1 },
  items: [
    {
      id: 'it-1',
      productId: 'NF0A5G2S',
      qty: 1,
      maxQty: 999999,
      available: true,
      price: { original: 89.95, current: 89.95, rowTotal: 89.95 },
    },
  ],
};
const addItem: RequestBodyInputOf<'addCartItem'> = { cartId: cart.id, productId: 'NF0A5G2S', qty: 1 };
const cartPath = operations.getCart.path.replace('{basketId}', cart.id);
const GET_CART = operations.getCart.method.toUpperCase();
const ADD_ITEM = operations.addCartItem.method.toUpperCase();

const getCart = (over: Partial<Expectation> = {}): Expectation => ({
  description: 'a request for the cart',
  state: 'a cart with one item',
  method: GET_CART,
  path: cartPath,
  headers: siteHeaders,
  status: 200,
  answer: cart,
  ...over,
});

/** The check's result, and where pact-js put an interaction in the file (it orders them by description). */
async function check(...steps: Step[]) {
  const file = await recordPact(
    { dir, consumer: `storefront-web-${++pactCount}`, provider: PROVIDER },
    steps,
  );
  const written = JSON.parse(await readFile(file, 'utf8')) as { interactions: { description: string }[] };
  const at = (description: string) =>
    `[root].interactions[${written.interactions.findIndex((i) => i.description === description)}]`;
  return { result: await checkPactAgainstOpenApi(file, doc), at, file };
}
const errorsOf = (result: OpenApiCheckResult) => result.findings.filter((f) => f.level === 'error');

describe('checkPactAgainstOpenApi', { timeout: 60_000 }, () => {
  it('passes a V4 pact that follows the document (cart read and add item)', async () => {
    // The fixtures are valid by the contracts themselves, so a finding here would be the check's fault.
    expect(operations.getCart.response.body.safeParse(cart).success).toBe(true);
    expect(operations.addCartItem.request.body.safeParse(addItem).success).toBe(true);
    const { result, file } = await check(getCart({ query: { expand: 'promoSummary' } }), {
      description: 'add an item',
      method: ADD_ITEM,
      headers: siteHeaders,
      path: operations.addCartItem.path,
      body: addItem,
      status: 200,
      answer: cart,
    });
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({ ok: true, interactions: 2, errors: 0, warnings: 0, notChecked: [] });
    expect(formatOpenApiCheck(result)).toMatch(/^OK: 0 error\(s\), 0 warning\(s\) in 2 HTTP interaction/);
    // The document may also come as a file, as `npm run openapi` prints it.
    const docFile = join(dir, 'openapi.json');
    await writeFile(docFile, JSON.stringify(doc));
    expect(await checkPactAgainstOpenApi(file, docFile)).toEqual(result);
  });

  it('fails a response field of the wrong type or one the document does not list, naming interaction and place', async () => {
    const { result, at } = await check(
      getCart({ answer: { ...cart, totals: { ...cart.totals, total: '89.95' } } }),
      getCart({ description: 'the cart with a loyalty tier', answer: { ...cart, loyaltyTier: 'gold' } }),
    );
    expect(result).toMatchObject({ ok: false, errors: 2 });
    expect(errorsOf(result)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          interaction: 'a request for the cart (given a cart with one item)',
          location: `${at('a request for the cart')}.response.body.totals.total`,
          specLocation: expect.stringMatching(
            /^\[root\]\.paths\.\/cart\/v1\/cart\/\{basketId\}\.get\.responses\.200/,
          ),
          code: 'response.body.incompatible',
          message: expect.stringContaining('must be number'),
        }),
        expect.objectContaining({
          interaction: 'the cart with a loyalty tier (given a cart with one item)',
          location: `${at('the cart with a loyalty tier')}.response.body`,
          code: 'response.body.incompatible',
          message: expect.stringMatching(/additional properties - loyaltyTier$/),
        }),
      ]),
    );
    expect(formatOpenApiCheck(result)).toContain('- a request for the cart (given a cart with one item)');
  });

  it('fails a path or method the document does not have', async () => {
    expect(doc.paths?.[operations.addCartItem.path]).not.toHaveProperty('patch');
    const misspelt = 'a cart by a misspelt path';
    const { result, at } = await check(
      {
        description: 'patch an item',
        method: 'PATCH',
        path: operations.addCartItem.path,
        headers: siteHeaders,
        body: addItem,
        status: 200,
      },
      getCart({ description: misspelt, path: `/cart/v1/carts/${cart.id}` }),
    );
    expect(result).toMatchObject({ ok: false, errors: 2 });
    expect(errorsOf(result)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          interaction: 'patch an item',
          location: `${at('patch an item')}.request.path`,
          code: 'request.path-or-method.unknown',
          message: expect.stringContaining('PATCH /cart/v1/item'),
        }),
        expect.objectContaining({
          interaction: `${misspelt} (given a cart with one item)`,
          location: `${at(misspelt)}.request.path`,
          code: 'request.path-or-method.unknown',
        }),
      ]),
    );
  });

  it('fails a request body without a required field', async () => {
    const { cartId: _, ...withoutCart } = addItem;
    const description = 'add an item without the cart id';
    const path = operations.addCartItem.path;
    const { result } = await check({
      description,
      method: ADD_ITEM,
      path,
      headers: siteHeaders,
      body: withoutCart,
      status: 200,
    });
    expect(errorsOf(result)).toEqual([
      expect.objectContaining({
        interaction: description,
        location: '[root].interactions[0].request.body',
        code: 'request.body.incompatible',
        message: expect.stringContaining("must have required property 'cartId'"),
      }),
    ]);
  });

  it('fails a response status the operation does not declare', async () => {
    expect(Object.keys(doc.paths?.['/cart/v1/cart/{basketId}']?.get?.responses ?? {})).not.toContain('410');
    const { result } = await check(
      getCart({ description: 'an expired cart', status: 410, answer: undefined }),
    );
    expect(errorsOf(result)).toEqual([
      expect.objectContaining({
        interaction: 'an expired cart (given a cart with one item)',
        location: '[root].interactions[0].response.status',
        code: 'response.status.unknown',
      }),
    ]);
  });

  it('names a missing required header where it belongs', async () => {
    const { [HEADER.locale]: _, ...withoutLocale } = siteHeaders;
    const { result } = await check(getCart({ headers: withoutLocale }));
    expect(errorsOf(result)).toEqual([
      expect.objectContaining({
        location: `[root].interactions[0].request.headers.${HEADER.locale}`,
        code: 'request.header.incompatible',
        message: `Missing header parameter ${HEADER.locale}, which the document requires`,
      }),
    ]);
  });

  it('reports an unknown header as a warning but fails an unknown query parameter', async () => {
    const { result: header } = await check(getCart({ headers: { ...siteHeaders, 'x-debug': 'on' } }));
    expect(header).toMatchObject({ ok: true, errors: 0, warnings: 1 });
    expect(header.findings[0]).toMatchObject({ code: 'request.header.unknown', level: 'warning' });
    const { result: query } = await check(getCart({ query: { sort: 'price' } }));
    expect(query).toMatchObject({ ok: false, errors: 1 });
    expect(query.findings[0]).toMatchObject({
      code: 'request.query.unknown',
      level: 'error',
      location: '[root].interactions[0].request.query.sort',
    });
  });

  it('keeps the 3.1 exclusive bound (radius > 0) and reads no blank number as 0', async () => {
    const search = (description: string, query: Record<string, string>): Expectation => ({
      description,
      method: operations.searchStores.method.toUpperCase(),
      path: operations.searchStores.path,
      headers: siteHeaders,
      query,
      status: 200,
    });
    const { result, at } = await check(
      search('stores within radius 0', { postalCode: '80302', radius: '0' }),
      search('stores within half a kilometre', { postalCode: '80302', radius: '0.5' }),
      search('stores at a blank latitude', { lat: ' ', lng: '-105.27' }),
    );
    const problem = 'Value is incompatible with the parameter defined in the spec file';
    expect(errorsOf(result).map((f) => [f.location, f.message])).toEqual(
      expect.arrayContaining([
        [
          `${at('stores within radius 0')}.request.query.radius`,
          `query parameter radius: ${problem}: must be > 0`,
        ],
        [
          `${at('stores at a blank latitude')}.request.query.lat`,
          `query parameter lat: ${problem}: must be number`,
        ],
      ]),
    );
    expect(result.errors).toBe(2);
  });

  it('counts interactions by their place in a V4 file that also holds a message, which it does not check', async () => {
    const message = (pact: PactV4) =>
      pact
        .addSynchronousInteraction('a cart-updated message')
        .withRequest((m) => m.withJSONContent({ cartId: cart.id }))
        .withResponse((m) => m.withJSONContent({ received: true }))
        .executeTest(async () => undefined);
    const { result, at } = await check(message, getCart({ answer: { ...cart, currency: 42 } }));
    // The message sits before the HTTP interaction, so the library's own count (HTTP only) would be one short.
    expect(at('a cart-updated message')).toBe('[root].interactions[0]');
    expect(result.notChecked).toEqual(['a cart-updated message [Synchronous/Messages]']);
    expect(result.interactions).toBe(1);
    expect(errorsOf(result).map((f) => f.location)).toEqual([
      '[root].interactions[1].response.body.currency',
    ]);
  });

  it('reports drift of a pending V4 interaction without failing', async () => {
    const { result } = await check(getCart({ pending: true, answer: { ...cart, currency: 42 } }));
    expect(result).toMatchObject({ ok: true, errors: 0, warnings: 1 });
    expect(result.findings[0]?.message).toMatch(/^\(pending interaction\) .*must be string/);
  });

  it('leaves the request of an error answer unchecked, as the library does (a consumer may send a bad one)', async () => {
    const envelope = {
      errorDetails: [{ errorId: 'API400', message: 'body.productId: Required' }],
      correlationId: 'c-1',
    };
    const { result } = await check({
      description: 'add without a product',
      method: ADD_ITEM,
      headers: siteHeaders,
      path: operations.addCartItem.path,
      body: { cartId: cart.id },
      status: 400,
      answer: envelope,
    });
    expect(result.findings).toEqual([]);
  });
});
