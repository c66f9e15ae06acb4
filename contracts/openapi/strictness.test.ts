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
  description?: string;
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
    const [dates, recipient] = (one.allOf ?? []) as Schema[];
    expect(dates?.if).toEqual({ properties: { optin: { enum: [true] } }, required: ['optin'] });
    expect(dates?.then).toEqual({ required: ['optinDate'] });
    expect(dates?.else).toEqual({ required: ['optoutDate'] });
    // The recipient fits its channel: + and digits for sms, an email otherwise.
    const sms = new RegExp(String((recipient?.then as Schema | undefined)?.properties?.recipient?.pattern));
    const email = new RegExp(String((recipient?.else as Schema | undefined)?.properties?.recipient?.pattern));
    expect([sms.test('+15555550123'), sms.test('ana@example.com')]).toEqual([true, false]);
    expect([email.test('ana@example.com'), email.test('+15555550123')]).toEqual([true, false]);
  });

  it('lists the site header values: brands and regions as enums, locales of served countries', () => {
    const getCart = operations.find((o) => o.operationId === 'getCart');
    const header = (name: string) => getCart?.parameters?.find((p) => p.name === name)?.schema ?? {};
    expect(header('x-brand').enum).toEqual(['summitpeak']);
    expect(header('x-region').enum).toEqual(['NORA', 'EMEA']);
    const locale = new RegExp(String(header('x-locale').pattern));
    expect(['en-us', 'fr-CA', 'de-de'].map((l) => locale.test(l))).toEqual([true, true, true]);
    expect(['en-au', 'aa-AAA', 'english'].map((l) => locale.test(l))).toEqual([false, false, false]);
  });

  it('says a collection point search needs a postalCode, or lat and lng, and contact details where asked', () => {
    const [place, contact] = (body('findCollectionPoints').allOf ?? []) as Schema[];
    expect(place?.anyOf).toEqual([{ required: ['postalCode'] }, { required: ['lat', 'lng'] }]);
    expect(contact?.if).toEqual({
      properties: { country: { enum: ['FR', 'DE', 'IT', 'GB'] } },
      required: ['country'],
    });
    expect(contact?.then).toEqual({ required: ['email', 'mobile', 'contact'] });
  });

  it('bounds a percent adjustment at 100 and keeps type and value together', () => {
    const percent = { properties: { type: { enum: ['PERCENT'] } }, required: ['type'] };
    const update = body('updatePriceAdjustment');
    expect(update.if).toEqual(percent);
    expect(update.then).toEqual({ properties: { value: { maximum: 100 } } });
    expect(update.dependentRequired).toEqual({ type: ['value'], value: ['type'] });
    const [level, bound] = (body('addPriceAdjustment').allOf ?? []) as Schema[];
    expect(level?.else).toEqual({ not: { required: ['itemId'] } });
    expect(bound?.then).toEqual({ properties: { value: { maximum: 100 } } });
  });

  it('states each rule it cannot say in the description of the operations that apply it', () => {
    const described = (id: string) => String(operations.find((o) => o.operationId === id)?.description);
    expect(described('getCart')).toContain("x-region serves x-locale's country");
    expect(described('subscribeBackInStock')).toContain('The sku is a variant of productId');
    expect(described('getCountryList')).toContain('Rules the schema cannot state');
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
