import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-document';

/** The document says every request rule the server applies (docs/decisions.md, "Strict contracts"). */
type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
};
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
const doc = buildOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
const resolve = (s: Schema): Schema =>
  s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop() ?? ''] ?? {}) : s;
const body = (id: string): Schema => {
  const op = operations.find((o) => o.operationId === id);
  const schema = op?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${id} has no body`);
  return resolve(schema);
};

/** Every object schema under a request body, with its path. */
function objectsIn(schema: Schema, path: string, seen = new Set<Schema>()): [string, Schema][] {
  const s = resolve(schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const out: [string, Schema][] = s.properties ? [[path, s]] : [];
  for (const [key, prop] of Object.entries(s.properties ?? {}))
    out.push(...objectsIn(prop, `${path}.${key}`, seen));
  if (s.items) out.push(...objectsIn(s.items, `${path}[]`, seen));
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [i, c] of ((s[k] as Schema[] | undefined) ?? []).entries())
      out.push(...objectsIn(c, `${path}|${i}`, seen));
  }
  return out;
}

describe('the OpenAPI document is as strict as the server', () => {
  it('closes every object of every request body (additionalProperties: false)', () => {
    const open = operations.flatMap((op) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) return [];
      return objectsIn(schema, op.operationId)
        .filter(([, s]) => s.additionalProperties !== false)
        .map(([path]) => path);
    });
    expect(open).toEqual([]);
    expect(objectsIn(body('addCartItem'), 'addCartItem').length).toBeGreaterThan(2);
  });

  it('gives the email format and pattern the server checks (AUT453)', () => {
    const email = resolve(body('resetPassword').properties?.email ?? {});
    expect(email.format).toBe('email');
    expect(new RegExp(String(email.pattern)).test('ana.lima@example.com')).toBe(true);
    expect(new RegExp(String(email.pattern)).test('a@b')).toBe(false);
  });

  it('says add item needs productId or upc, and a store for pickup and sts', () => {
    const addItem = body('addCartItem');
    expect(addItem.anyOf).toEqual([{ required: ['productId'] }, { required: ['upc'] }]);
    expect(addItem.if).toEqual({
      properties: { shippingMethod: { enum: ['pickup', 'sts'] } },
      required: ['shippingMethod'],
    });
    expect(addItem.then).toEqual({ required: ['storeId'] });
  });

  it('says opting in needs optinDate and opting out optoutDate', () => {
    const subscriptions = resolve(body('updateSubscription').properties?.consumerProfile ?? {}).properties
      ?.subscriptions;
    const one = resolve(resolve(subscriptions ?? {}).items ?? {});
    expect(one.if).toEqual({ properties: { optin: { enum: [true] } }, required: ['optin'] });
    expect(one.then).toEqual({ required: ['optinDate'] });
    expect(one.else).toEqual({ required: ['optoutDate'] });
  });

  it('marks terms that must be accepted as const true', () => {
    expect(resolve(body('registerForEvent').properties?.eventTermsAccepted ?? {}).const).toBe(true);
  });

  it('never offers null for a parameter, and lists the values of a yes/no query flag', () => {
    const nullable = operations.flatMap((op) =>
      (op.parameters ?? [])
        .filter((p) => [p.schema.type].flat().includes('null'))
        .map((p) => `${op.operationId} ${p.name}`),
    );
    expect(nullable).toEqual([]);
    const refresh = operations
      .find((o) => o.operationId === 'getCart')
      ?.parameters?.find((p) => p.name === 'refresh');
    expect(refresh?.schema.enum).toEqual(['true', 'false']);
  });
});
