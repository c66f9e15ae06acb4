import { describe, expect, it } from 'vitest';
import { catalogue } from '../errors/catalogue';
import { CATALOGUE_IDS } from '../errors/error-ids';
import { operationList } from '../registry/operations';
import { buildOpenApiDocument } from './build-document';

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> };

function operationObject(method: string, path: string): Json & { responses: Record<string, Json> } {
  const item = doc.paths[path];
  if (!item?.[method]) throw new Error(`missing ${method} ${path}`);
  return item[method] as Json & { responses: Record<string, Json> };
}

describe('generated OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has one operation per registry entry, under its operationId', () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => (op as Json).operationId),
    );
    expect(ids.sort()).toEqual(operationList.map((op) => op.operationId).sort());
  });

  it('lists every catalogue id as the errorId enum of the envelope', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    // Order is not meaningful: zod keeps enum values in an object, which puts '4044' first.
    const listed = (schemas.ErrorId?.enum ?? []) as string[];
    expect([...listed].sort()).toEqual([...CATALOGUE_IDS].sort());
  });

  it.each(operationList.map((op) => [op.operationId, op] as const))(
    '%s: lists its error ids and answers each under the catalogue status',
    (_id, op) => {
      const o = operationObject(op.method, op.path);
      expect(o['x-error-ids']).toEqual([...op.errorIds]);
      expect(o.responses['400']).toBeDefined();
      for (const id of op.errorIds) {
        const entry = catalogue[id];
        if (entry.kind !== 'error') continue;
        const response = o.responses[String(entry.status)];
        expect(response?.['x-error-ids'], `${id} under ${entry.status}`).toContain(id);
      }
    },
  );

  it('says which media types each request body takes: JSON, and text/plain JSON on the beacons', () => {
    const bodyTypes = (method: string, path: string) =>
      Object.keys(((operationObject(method, path).requestBody as Json).content as Json) ?? {});
    expect(bodyTypes('post', '/fapi/performance/ingest')).toEqual(['application/json', 'text/plain']);
    expect(bodyTypes('post', '/v1/events')).toEqual(['application/json', 'text/plain']);
    expect(bodyTypes('post', '/cart/v1/item')).toEqual(['application/json']);
  });

  it('states every pattern as a plain regular expression (no JavaScript flags such as a trailing /i)', () => {
    // JSON Schema patterns carry no flags: a Zod regex with one would reach the document as a pattern that
    // never matches (the Pact drift check found `^[a-z0-9_-]{1,64}$/i` on content media).
    const patterns: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.push(value);
          else walk(value);
        }
    };
    walk(doc);
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((p) => /\/[dgimsuvy]+$/.test(p))).toEqual([]);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
  });
});
