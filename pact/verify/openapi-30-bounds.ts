/**
 * swagger-mock-validator 14.5 reads `exclusiveMinimum`/`exclusiveMaximum` the OpenAPI 3.0 way, a boolean
 * beside `minimum`/`maximum`, and rewrites every schema as `exclusiveMinimum = exclusiveMinimum ? minimum :
 * undefined` before validating. An OpenAPI 3.1 bound (JSON Schema: a number) is then lost: `exclusiveMinimum: 0`
 * is falsy and vanishes, and `exclusiveMinimum: 5` without `minimum` becomes undefined. Writing each numeric
 * bound in the 3.0 form first (`minimum: 0, exclusiveMinimum: true`) lets the library turn it back into the
 * same rule. Nothing else of the 3.1 document changes, so this is the least lossy way to feed it 3.1.
 */

type Bound = { limit: 'minimum' | 'maximum'; exclusive: 'exclusiveMinimum' | 'exclusiveMaximum' };
const BOUNDS: Bound[] = [
  { limit: 'minimum', exclusive: 'exclusiveMinimum' },
  { limit: 'maximum', exclusive: 'exclusiveMaximum' },
];

/** Whether the inclusive limit already excludes the exclusive one (then the exclusive one adds nothing). */
function stricter(limit: Bound['limit'], inclusive: number, exclusive: number): boolean {
  return limit === 'minimum' ? inclusive > exclusive : inclusive < exclusive;
}

function rewrite(node: Record<string, unknown>): void {
  for (const { limit, exclusive } of BOUNDS) {
    const bound = node[exclusive];
    if (typeof bound !== 'number') continue;
    const inclusive = node[limit];
    if (typeof inclusive === 'number' && stricter(limit, inclusive, bound)) {
      delete node[exclusive];
    } else {
      node[limit] = bound;
      node[exclusive] = true;
    }
  }
}

function visit(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    rewrite(record);
    for (const value of Object.values(record)) visit(value);
  }
}

/** A copy of an OpenAPI 3.1 document with its numeric exclusive bounds in the 3.0 form; other versions as given. */
export function withOpenApi30Bounds<T extends object>(doc: T): T {
  const version = (doc as { openapi?: unknown }).openapi;
  if (typeof version !== 'string' || !version.startsWith('3.1')) return doc;
  const copy = structuredClone(doc);
  visit(copy);
  return copy;
}
