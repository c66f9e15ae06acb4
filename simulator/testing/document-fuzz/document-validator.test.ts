import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../contracts/openapi/build-document';
import { operations } from '../../../contracts/registry/operations';
import type { GeneratedRequest, OpenApiDocument } from '../property/request-arbitrary';
import { STOREFRONT_HEADERS } from '../storefront-headers';
import { documentValidator } from './document-validator';

const doc = JSON.parse(JSON.stringify(buildOpenApiDocument())) as OpenApiDocument;
const refusal = documentValidator(doc);

const findCollectionPoints = (body: unknown, headers: Record<string, string> = {}): GeneratedRequest => ({
  method: 'POST',
  pathname: '/stores/v1/collectionPoints',
  params: {},
  query: {},
  headers: { ...STOREFRONT_HEADERS, ...headers },
  body,
});

describe('the fuzz run asks the document (ajv), not its own generator, what is allowed', () => {
  const op = operations.findCollectionPoints;

  it('takes what the document allows', () => {
    expect(refusal(op, findCollectionPoints({ country: 'ES', postalCode: '28001' }))).toBeUndefined();
    expect(refusal(op, findCollectionPoints({ country: 'ES', lat: 40.4, lng: -3.7 }))).toBeUndefined();
  });

  it('refuses a header outside its enum, a body outside its anyOf or its if/then, and an unknown field', () => {
    expect(
      refusal(op, findCollectionPoints({ country: 'ES', postalCode: '28001' }, { 'x-region': 'APAC' })),
    ).toMatch(/^header x-region/);
    expect(refusal(op, findCollectionPoints({ country: 'ES', lat: 40.4 }))).toMatch(/^body/);
    expect(refusal(op, findCollectionPoints({ country: 'FR', postalCode: '75011' }))).toMatch(/^body/);
    expect(refusal(op, findCollectionPoints({ country: 'ES', postalCode: '28001', zz: 1 }))).toMatch(/^body/);
  });

  it('reads query parameters as text coerced to their type', () => {
    const search = (query: Record<string, string>): GeneratedRequest => ({
      method: 'POST',
      pathname: '/stores/v1/search',
      params: {},
      query,
      headers: { ...STOREFRONT_HEADERS },
    });
    expect(refusal(operations.searchStores, search({ postalCode: '10001', limit: '5' }))).toBeUndefined();
    expect(refusal(operations.searchStores, search({ postalCode: '10001', limit: 'five' }))).toMatch(
      /^query limit/,
    );
  });
});
