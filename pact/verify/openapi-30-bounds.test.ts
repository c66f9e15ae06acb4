import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../contracts/openapi/build-document';
import { withOpenApi30Bounds } from './openapi-30-bounds';

const doc31 = (schema: object) => ({ openapi: '3.1.0', components: { schemas: { S: schema } } });

describe('withOpenApi30Bounds', () => {
  it('writes a numeric exclusive bound as the inclusive limit plus the 3.0 flag', () => {
    const out = withOpenApi30Bounds(doc31({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 }));
    expect(out.components.schemas.S).toEqual({
      type: 'integer',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 10,
      exclusiveMaximum: true,
    });
  });

  it('keeps the stricter rule when both an inclusive and an exclusive bound are given', () => {
    const tighterInclusive = withOpenApi30Bounds(doc31({ minimum: 5, exclusiveMinimum: 0, maximum: 3 }));
    expect(tighterInclusive.components.schemas.S).toEqual({ minimum: 5, maximum: 3 });
    const tighterExclusive = withOpenApi30Bounds(doc31({ minimum: 0, exclusiveMinimum: 0, maximum: 9 }));
    expect(tighterExclusive.components.schemas.S).toEqual({ minimum: 0, exclusiveMinimum: true, maximum: 9 });
  });

  it('reaches nested schemas and parameters, leaves the input alone and 3.0 documents as given', () => {
    const input = {
      openapi: '3.1.0',
      paths: { '/x': { get: { parameters: [{ name: 'r', schema: { items: { exclusiveMaximum: 5 } } }] } } },
    };
    const out = withOpenApi30Bounds(input);
    expect(out.paths['/x'].get.parameters[0]?.schema.items).toEqual({ maximum: 5, exclusiveMaximum: true });
    expect(input.paths['/x'].get.parameters[0]?.schema.items).toEqual({ exclusiveMaximum: 5 });
    const doc30 = {
      openapi: '3.0.3',
      components: { schemas: { S: { minimum: 0, exclusiveMinimum: true } } },
    };
    expect(withOpenApi30Bounds(doc30)).toBe(doc30);
  });

  it('leaves no numeric exclusive bound in the generated document', () => {
    const before = JSON.stringify(buildOpenApiDocument());
    const after = JSON.stringify(withOpenApi30Bounds(buildOpenApiDocument()));
    expect(before).toMatch(/"exclusiveMinimum":0/);
    expect(after).not.toMatch(/"exclusive(Minimum|Maximum)":-?\d/);
  });
});
