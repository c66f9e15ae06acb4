import fc from 'fast-check';
import type { Operation } from '../../../contracts/registry/define-operations';
import {
  bodySchema,
  documentOperation,
  type GeneratedRequest,
  type OpenApiDocument,
} from './request-arbitrary';
import { type Components, type JsonSchema, resolve } from './schema-arbitrary';

/** A request broken in one place, and the field the 400 answer must name (`body.qty`). */
export interface BrokenRequest {
  readonly request: GeneratedRequest;
  readonly field: string;
  readonly how: string;
}

export const UNKNOWN_FIELD = 'zzNotInTheContract';

function typesOf(input: JsonSchema, components: Components): Set<string> {
  const s = resolve(input, components);
  const choices = s.oneOf ?? s.anyOf ?? s.allOf;
  if (choices) return new Set(choices.flatMap((c) => [...typesOf(c, components)]));
  if (s.const !== undefined) return new Set([typeof s.const]);
  if (s.enum) return new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)));
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'object'];
  return new Set(types.flatMap((t) => (t === 'integer' ? ['number', 'integer'] : [t])));
}

/** A value of a JSON type the schema does not take. */
function wrongValue(schema: JsonSchema, components: Components): unknown {
  const allowed = typesOf(schema, components);
  const candidates: [string, unknown][] = [
    ['object', { wrong: true }],
    ['number', 12345],
    ['boolean', true],
    ['string', 'wrong'],
  ];
  return candidates.find(([type]) => !allowed.has(type))?.[1];
}

const without = <T extends object>(o: T, key: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Every way to break one valid request in one place that the contract must refuse, naming the field. */
export function breakages(doc: OpenApiDocument, op: Operation, valid: GeneratedRequest): BrokenRequest[] {
  const components = doc.components.schemas;
  const out: BrokenRequest[] = [];
  for (const p of documentOperation(doc, op).parameters ?? []) {
    if (!p.required || p.in === 'path' || p.in === 'cookie') continue;
    if (p.in === 'header') {
      out.push({
        request: { ...valid, headers: without(valid.headers, p.name) as Record<string, string> },
        field: `headers.${p.name}`,
        how: 'missing required header',
      });
    } else if (p.in === 'query') {
      out.push({
        request: { ...valid, query: without(valid.query, p.name) as Record<string, string> },
        field: `query.${p.name}`,
        how: 'missing required query parameter',
      });
    }
  }
  const schema = bodySchema(doc, op);
  const body = valid.body;
  if (!schema?.properties || typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  const record = body as Record<string, unknown>;
  out.push({
    request: { ...valid, body: { ...record, [UNKNOWN_FIELD]: 1 } },
    field: `body.${UNKNOWN_FIELD}`,
    how: 'unknown field',
  });
  for (const key of schema.required ?? []) {
    out.push({
      request: { ...valid, body: without(record, key) },
      field: `body.${key}`,
      how: 'missing field',
    });
  }
  for (const [key, prop] of Object.entries(schema.properties)) {
    const wrong = wrongValue(prop, components);
    if (key in record && wrong !== undefined) {
      out.push({
        request: { ...valid, body: { ...record, [key]: wrong } },
        field: `body.${key}`,
        how: 'wrong type',
      });
    }
  }
  return out;
}

/** One of the breakages of a valid request, chosen by fast-check (so it shrinks and replays by seed). */
export function brokenRequestArbitrary(
  doc: OpenApiDocument,
  op: Operation,
  valid: fc.Arbitrary<GeneratedRequest>,
): fc.Arbitrary<BrokenRequest | undefined> {
  return valid.chain((request) => {
    const options = breakages(doc, op, request);
    return options.length === 0 ? fc.constant(undefined) : fc.constantFrom(...options);
  });
}
