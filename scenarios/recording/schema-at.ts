import type { z } from '../../contracts/zod';

type AnyDef = Record<string, unknown> & { type: string };

const defOf = (schema: z.ZodType): AnyDef => schema._zod.def as unknown as AnyDef;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schemas a value may meet once wrappers, pipes (their input side), lazies and unions are opened. */
function unwrap(schema: z.ZodType, seen = 0): z.ZodType[] {
  if (seen > 20) return [];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return unwrap(def.innerType as z.ZodType, seen + 1);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType, seen + 1);
  if (def.type === 'lazy') return unwrap((def.getter as () => z.ZodType)(), seen + 1);
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap((o) => unwrap(o, seen + 1));
  if (def.type === 'intersection')
    return [...unwrap(def.left as z.ZodType, seen + 1), ...unwrap(def.right as z.ZodType, seen + 1)];
  return [schema];
}

function child(schema: z.ZodType, key: string): z.ZodType[] {
  const def = defOf(schema);
  if (def.type === 'object') {
    const field = (def.shape as Record<string, z.ZodType>)[key];
    if (field) return [field];
    const rest = def.catchall as z.ZodType | undefined;
    return rest && defOf(rest).type !== 'never' ? [rest] : [];
  }
  if (def.type === 'array' && /^\d+$/.test(key)) return [def.element as z.ZodType];
  if (def.type === 'record') return [def.valueType as z.ZodType];
  if (def.type === 'tuple' && /^\d+$/.test(key)) {
    const item = (def.items as z.ZodType[])[Number(key)] ?? (def.rest as z.ZodType | undefined);
    return item ? [item] : [];
  }
  return [];
}

/** Every leaf schema a value at `path` (object keys and array indexes) may be checked by; empty when none. */
export function schemasAt(schema: z.ZodType | undefined, path: readonly string[]): z.ZodType[] {
  if (!schema) return [];
  let current = unwrap(schema);
  for (const key of path) current = current.flatMap((s) => child(s, key)).flatMap((s) => unwrap(s));
  return current;
}

const CLOSED = new Set(['enum', 'literal', 'boolean']);

/** True when the position takes a fixed set of values (an enum, a literal, a boolean) in every reading. */
export function isClosedAt(schema: z.ZodType | undefined, path: readonly string[]): boolean {
  const leaves = schemasAt(schema, path);
  return leaves.length > 0 && leaves.every((s) => CLOSED.has(defOf(s).type));
}

/** True when some reading of the position takes any string (so an expression typed `string` fits there). */
export function takesStringAt(schema: z.ZodType | undefined, path: readonly string[]): boolean {
  return schemasAt(schema, path).some((s) => defOf(s).type === 'string');
}
