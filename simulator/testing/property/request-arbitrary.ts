import fc from 'fast-check';
import type { Operation } from '../../../contracts/registry/define-operations';
import { STOREFRONT_HEADERS } from '../storefront-headers';
import { type Components, type JsonSchema, resolve, schemaArbitrary } from './schema-arbitrary';

/** One generated call, as the wire carries it. */
export interface GeneratedRequest {
  readonly method: string;
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[]>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { schemas: Components };
}

export function documentOperation(doc: OpenApiDocument, op: Operation): DocumentOperation {
  const found = doc.paths[op.path]?.[op.method];
  if (!found) throw new Error(`${op.operationId} is not in the document`);
  return found;
}

export function bodySchema(doc: OpenApiDocument, op: Operation): JsonSchema | undefined {
  const schema = documentOperation(doc, op).requestBody?.content['application/json']?.schema;
  return schema ? resolve(schema, doc.components.schemas) : undefined;
}

const asQueryValue = (v: unknown): string | string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A parameter's value, or undefined to leave an optional one out. */
function parameterArbitrary(p: Parameter, components: Components): fc.Arbitrary<unknown> {
  const value = schemaArbitrary(p.schema, components);
  return p.required || p.in === 'path' ? value : fc.option(value, { nil: undefined });
}

/**
 * Requests valid by the document: path, query and body from their schemas; the main headers as the
 * storefront sends them (values the simulator serves), other required headers from their schemas. With
 * `headers: 'document'` every header comes from its schema too, as a fuzzer reading the document sends them.
 */
export function validRequestArbitrary(
  doc: OpenApiDocument,
  op: Operation,
  { headers: headerSource = 'storefront' }: { headers?: 'storefront' | 'document' } = {},
): fc.Arbitrary<GeneratedRequest> {
  const components = doc.components.schemas;
  const found = documentOperation(doc, op);
  const params = (found.parameters ?? []).filter((p) => p.in !== 'cookie');
  const byName: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    const headers: Readonly<Record<string, string>> = headerSource === 'storefront' ? STOREFRONT_HEADERS : {};
    const storefront = p.in === 'header' ? headers[p.name] : undefined;
    byName[`${p.in}:${p.name}`] =
      storefront !== undefined ? fc.constant(storefront) : parameterArbitrary(p, components);
  }
  const schema = bodySchema(doc, op);
  const body = schema ? schemaArbitrary(schema, components) : fc.constant(undefined);
  return fc.record({ values: fc.record(byName), body }).map(({ values, body }) => {
    let pathname: string = op.path;
    const pathParams: Record<string, string> = {};
    const query: Record<string, string | string[]> = {};
    const headers: Record<string, string> = { accept: 'application/json' };
    if (schema) headers['content-type'] = 'application/json';
    for (const p of params) {
      const v = values[`${p.in}:${p.name}`];
      if (v === undefined) continue;
      if (p.in === 'path') {
        pathParams[p.name] = String(v);
        pathname = pathname.replace(`{${p.name}}`, encodeURIComponent(String(v)));
      } else if (p.in === 'query') query[p.name] = asQueryValue(v);
      else headers[p.name] = String(v);
    }
    return {
      method: op.method.toUpperCase(),
      pathname,
      params: pathParams,
      query,
      headers,
      ...(schema ? { body } : {}),
    };
  });
}

export function requestPath(r: GeneratedRequest): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query)) for (const one of [v].flat()) search.append(k, one);
  const qs = search.toString();
  return qs ? `${r.pathname}?${qs}` : r.pathname;
}
