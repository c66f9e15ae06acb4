interface ParameterLike {
  schema?: { type?: string | string[] };
}
type Paths = Record<string, Record<string, { parameters?: ParameterLike[] } | unknown>>;

/**
 * A path, query or header value is text, never JSON null; zod-to-openapi still emits `["integer", "null"]`
 * for z.coerce.number() (coercion takes any input), which would invite `?offset=null`. Drops the null.
 */
export function withoutNullParameters<D extends { paths?: Paths }>(doc: D): D {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const p of (op as { parameters?: ParameterLike[] }).parameters ?? []) {
        const type = p.schema?.type;
        if (!p.schema || !Array.isArray(type) || !type.includes('null')) continue;
        const kept = type.filter((t) => t !== 'null');
        p.schema.type = kept.length === 1 ? kept[0] : kept;
      }
    }
  }
  return doc;
}
