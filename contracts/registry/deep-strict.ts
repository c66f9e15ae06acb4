import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from '../zod';

type AnyDef = Record<string, unknown> & { type: string };

const memo = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Keeps the clone's OpenAPI metadata (description, examples) but not its component name, so a strict
 * request copy of an entity the answers also use is inlined instead of fighting over one `$ref`. Names
 * ending in `Request` belong to request bodies only, so they stay components. `extendedFrom` goes too:
 * an `allOf` over the open parent could not say `additionalProperties: false`.
 */
function keepMetadata(original: z.ZodType, clone: z.ZodType): void {
  type Internal = { refId?: string; extendedFrom?: unknown };
  const meta = zodToOpenAPIRegistry.get(original) as { _internal?: Internal } | undefined;
  const { refId, extendedFrom, ...internal } = meta?._internal ?? {};
  if (!meta || (extendedFrom === undefined && (!refId || refId.endsWith('Request')))) return;
  const keptRef = refId?.endsWith('Request') ? { refId } : {};
  zodToOpenAPIRegistry.add(clone, { ...meta, _internal: { ...internal, ...keptRef } });
}

function cloneWith(schema: z.ZodType, changes: Record<string, unknown>): z.ZodType {
  const def = schema._zod.def as unknown as AnyDef;
  // `parent` makes both zod's and zod-to-openapi's registries inherit the original's metadata.
  const clone = schema.clone({ ...def, ...changes } as typeof schema._zod.def, { parent: true });
  keepMetadata(schema, clone);
  return clone;
}

/** An object's shape with every field made strict lazily (getters keep recursive shapes working). */
function strictShape(shape: Record<string, z.ZodType>): Record<string, z.ZodType> {
  const out: Record<string, z.ZodType> = {};
  for (const key of Object.keys(shape)) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get: () => deepStrict(shape[key] as z.ZodType),
    });
  }
  return out;
}

function strictClone(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as AnyDef;
  const s = (inner: unknown) => deepStrict(inner as z.ZodType);
  switch (def.type) {
    case 'object':
      // An explicit catchall (z.looseObject, .catchall()) is a deliberate open object: left as written.
      return cloneWith(schema, {
        shape: strictShape(def.shape as Record<string, z.ZodType>),
        ...(def.catchall === undefined ? { catchall: z.never() } : {}),
      });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return cloneWith(schema, { innerType: s(def.innerType) });
    case 'array':
      return cloneWith(schema, { element: s(def.element) });
    case 'union':
      return cloneWith(schema, { options: (def.options as z.ZodType[]).map(s) });
    case 'intersection':
      // zod reports an unknown key of an intersection only when both sides refuse it.
      return cloneWith(schema, { left: s(def.left), right: s(def.right) });
    case 'record':
      return cloneWith(schema, { valueType: s(def.valueType) });
    case 'tuple':
      return cloneWith(schema, {
        items: (def.items as z.ZodType[]).map(s),
        rest: def.rest ? s(def.rest) : def.rest,
      });
    case 'pipe':
      // What the client sends is the pipe's input; the output side may be a transform.
      return cloneWith(schema, { in: s(def.in) });
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      return cloneWith(schema, { getter: () => deepStrict(getter()) });
    }
    default:
      return schema;
  }
}

/**
 * The same schema with every object refusing unknown keys, at every nesting level (request bodies: a
 * misspelt or unsupported field is an error, not silently dropped). The TypeScript type is unchanged.
 */
export function deepStrict<S extends z.ZodType>(schema: S): S {
  const known = memo.get(schema);
  if (known) return known as S;
  const strict = strictClone(schema);
  memo.set(schema, strict);
  return strict as S;
}
