import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from '../../../contracts/registry/define-operations';
import {
  documentOperation,
  type GeneratedRequest,
  type OpenApiDocument,
} from '../property/request-arbitrary';
import type { JsonSchema } from '../property/schema-arbitrary';

const DOC_ID = 'urn:storefront-harness:openapi';

/**
 * Whether the OpenAPI document allows a request, judged by a JSON Schema 2020-12 validator (ajv) rather
 * than by our own generator: the fuzz run only counts requests the document itself admits. Parameters are
 * text on the wire, so their values are coerced to the schema's type (`?page=2` is an integer 2).
 */
export function documentValidator(doc: OpenApiDocument) {
  const options = { strict: false, allErrors: false, validateFormats: true } as const;
  // The document's components, added once under an id; a request schema points into them by that id.
  const withComponents = (ajv: Ajv2020) =>
    addFormats(ajv).addSchema({ $id: DOC_ID, components: doc.components });
  const bodies = withComponents(new Ajv2020(options));
  const parameters = withComponents(new Ajv2020({ ...options, coerceTypes: 'array' }));
  const compiled = new Map<Ajv2020, Map<JsonSchema, ValidateFunction>>();
  /** A parameter's schema wraps it as `{ value }`, so ajv coerces the value in its holder. */
  const compile = (ajv: Ajv2020, schema: JsonSchema, asParameter = false) => {
    const cache = compiled.get(ajv) ?? new Map<JsonSchema, ValidateFunction>();
    compiled.set(ajv, cache);
    const known = cache.get(schema);
    if (known) return known;
    const root = asParameter ? { type: 'object', properties: { value: schema } } : schema;
    const fn = ajv.compile(
      JSON.parse(JSON.stringify(root).replaceAll('"#/components/', `"${DOC_ID}#/components/`)),
    );
    cache.set(schema, fn);
    return fn;
  };
  const problem = (fn: ValidateFunction, where: string) =>
    `${where}${fn.errors?.[0]?.instancePath ?? ''}: ${fn.errors?.[0]?.message ?? 'invalid'}`;

  /** Why the document refuses the request, or undefined when it allows it. */
  return function refusal(op: Operation, request: GeneratedRequest): string | undefined {
    const found = documentOperation(doc, op);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const sources = { path: request.params, query: request.query, header: headers } as const;
    for (const p of found.parameters ?? []) {
      if (p.in === 'cookie') continue;
      const source: Readonly<Record<string, unknown>> = sources[p.in];
      const raw = source[p.in === 'header' ? p.name.toLowerCase() : p.name];
      if (raw === undefined) {
        if (p.required || p.in === 'path') return `${p.in} ${p.name}: missing`;
        continue;
      }
      const holder = { value: raw };
      const fn = compile(parameters, p.schema, true);
      if (!fn(holder)) return problem(fn, `${p.in} ${p.name}`);
    }
    const body = found.requestBody?.content['application/json']?.schema;
    if (body) {
      if (request.body === undefined) return 'body: missing';
      const fn = compile(bodies, body);
      if (!fn(request.body)) return problem(fn, 'body');
    }
    return undefined;
  };
}
