import { MatchersV3 } from '@pact-foundation/pact';
import { errorId } from '../../contracts/common/error-envelope';
import { flashCode } from '../../contracts/entities/flash';
import { CATALOGUE_IDS } from '../../contracts/errors/error-ids';
import type { z } from '../../contracts/zod';
import { alternativesPattern, verifierPattern } from './verifier-regex';

const {
  arrayContaining,
  constrainedArrayLike,
  eachKeyMatches,
  eachLike,
  eachValueMatches,
  equal,
  integer,
  like,
  number,
  regex,
} = MatchersV3;

/**
 * A response body for `jsonBody`: JSON with pact-js V3/V4 matchers in it. (pact-js's own `AnyTemplate`
 * describes its V2 matchers, which the V3 ones do not satisfy.)
 */
export type PactBodyTemplate =
  | MatchersV3.Matcher<unknown>
  | string
  | number
  | boolean
  | null
  | readonly PactBodyTemplate[]
  | { readonly [key: string]: PactBodyTemplate };

type AnyDef = Record<string, unknown> & { type: string };
type Schema = z.ZodType;

const defOf = (schema: Schema) => schema._zod.def as unknown as AnyDef;

/** Wrappers that change neither the wire shape nor the example (optionality is decided by the parent). */
const WRAPPERS = new Set(['optional', 'nonoptional', 'default', 'prefault', 'readonly', 'catch', 'nullable']);

const catalogueIds: ReadonlySet<string> = new Set(CATALOGUE_IDS);

/**
 * The storefront branches on error ids and flash codes, so their values are contract, not example data:
 * the two catalogue enums, or any enum made only of catalogue ids (a narrowed copy of them).
 */
function isCatalogueEnum(schema: Schema, values: readonly unknown[]): boolean {
  return (
    schema === (errorId as Schema) ||
    schema === (flashCode as Schema) ||
    values.every((v) => typeof v === 'string' && catalogueIds.has(v))
  );
}

function fail(path: string, what: string): never {
  throw new Error(`matchersFor: the example does not fit the schema at ${path}: ${what}`);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const keyPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/** The schema under optional/default/lazy/... wrappers, to see what kind of value it really is. */
function unwrapped(schema: Schema): Schema {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return unwrapped(def.innerType as Schema);
  if (def.type === 'lazy') return unwrapped((def.getter as () => Schema)());
  return schema;
}

/** optional, default, catch, unknown...: the provider may leave the key out. */
const mayBeOmitted = (field: Schema) => field._zod.optin !== undefined || field.safeParse(undefined).success;
const mayBeNull = (field: Schema) => field.safeParse(null).success;

/** The string's patterns: its format's (email, uuid, iso datetime, ...) and its checks' (`.regex()`, ...). */
function stringPatterns(schema: Schema): RegExp[] {
  const def = defOf(schema);
  const checks = (def.checks ?? []) as { _zod: { def: { pattern?: unknown } } }[];
  // A template literal's pattern is its own; a plain string's `_zod.pattern` is a catch-all.
  const own = def.type === 'template_literal' ? schema._zod.pattern : def.pattern;
  const patterns = [own, ...checks.map((c) => c._zod.def.pattern)];
  return patterns.filter((p): p is RegExp => p instanceof RegExp);
}

function isIntegerSchema(schema: Schema): boolean {
  const def = defOf(schema);
  const formats = [
    def.format,
    ...((def.checks ?? []) as { _zod: { def: { format?: unknown } } }[]).map((c) => c._zod.def.format),
  ];
  return formats.some((f) => typeof f === 'string' && /int/.test(f));
}

function stringTemplate(schema: Schema, value: unknown, path: string): PactBodyTemplate {
  if (typeof value !== 'string') fail(path, 'expected a string');
  const pattern = verifierPattern(stringPatterns(schema));
  return pattern ? regex(pattern, value) : like(value);
}

function literalTemplate(schema: Schema, values: readonly unknown[], value: unknown, path: string) {
  if (!values.includes(value)) fail(path, `expected one of ${JSON.stringify(values)}`);
  if (values.length === 1 || isCatalogueEnum(schema, values)) return equal(value);
  if (values.every((v) => typeof v === 'string'))
    return regex(alternativesPattern(values as string[]), value as string);
  return like(value);
}

function objectTemplate(def: AnyDef, value: unknown, path: string): PactBodyTemplate {
  if (!isPlainObject(value)) fail(path, 'expected an object');
  const shape = def.shape as Record<string, Schema>;
  const out: Record<string, PactBodyTemplate> = {};
  for (const key of Object.keys(shape)) {
    const field = shape[key] as Schema;
    const at = keyPath(path, key);
    if (value[key] === undefined) {
      if (!mayBeOmitted(field)) fail(at, 'a required key is missing');
      continue;
    }
    // Pact requires every key an expectation names; the contract lets the provider omit (or null) these.
    if (mayBeOmitted(field) || mayBeNull(field)) continue;
    out[key] = walk(field, value[key], at);
  }
  return out;
}

/** Elements that may differ in kind (a union) or in a value the expectation keeps exact (codes). */
function isMixed(element: Schema): boolean {
  const def = defOf(element);
  if (def.type === 'union') return true;
  if (def.type === 'enum')
    return isCatalogueEnum(element, Object.values(def.entries as Record<string, unknown>));
  return false;
}

/** An array schema's length checks (Zod 4 keeps them as checks on the def, not in its bag). */
function lengthBounds(def: AnyDef): { min: number; max: number | undefined } {
  let min = 1;
  let max: number | undefined;
  for (const check of (def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[]) {
    const c = check._zod.def;
    if (c.check === 'length_equals')
      ({ min, max } = { min: Math.max(Number(c.length), 1), max: Number(c.length) });
    if (c.check === 'min_length') min = Math.max(Number(c.minimum), 1);
    if (c.check === 'max_length') max = Number(c.maximum);
  }
  return { min, max };
}

function arrayTemplate(def: AnyDef, value: unknown, path: string): PactBodyTemplate {
  if (!Array.isArray(value)) fail(path, 'expected an array');
  // `like([])` is a type rule: any array, of any length and content.
  if (value.length === 0) return like([]);
  const element = def.element as Schema;
  if (isMixed(unwrapped(element))) {
    // Mixed kinds (content blocks) or codes: eachLike would force every element into the first one's
    // shape or value. arrayContains wants an element matching each example element, in any order, among
    // any others.
    const variants = value.map((v, i) => walk(element, v, `${path}[${i}]`));
    return arrayContaining(...variants) as PactBodyTemplate;
  }
  // The contract's length bounds hold in the pact too (a rating distribution is exactly five rows), so the
  // mock server's reply is still a whole answer and a provider with too few or too many rows fails.
  const { min, max } = lengthBounds(def);
  const template = walk(element, value[0], `${path}[0]`);
  return max === undefined ? eachLike(template, min) : constrainedArrayLike(template, min, max, min);
}

function recordTemplate(def: AnyDef, value: unknown, path: string): PactBodyTemplate {
  if (!isPlainObject(value)) fail(path, 'expected an object');
  const keys = Object.keys(value).filter((k) => value[k] !== undefined);
  const first = keys[0];
  if (first === undefined) return like({});
  const valueSchema = unwrapped(def.valueType as Schema);
  const kind = defOf(valueSchema).type;
  if (isMixed(valueSchema) || kind === 'unknown' || kind === 'any') {
    // Values that may differ in type or in an exact code: eachValue would hold each one to the first
    // value's rule, so only the keys are checked.
    const keyRule = walk(def.keyType as Schema, first, `${path} key`);
    return eachKeyMatches(value, isMatcher(keyRule) ? (keyRule as MatchersV3.Matcher<string>) : like(first));
  }
  // The verifier applies only these rules to each value (rules nested in the example are ignored), with a
  // type rule cascading into objects; so the rule comes from the first value, whatever key it has.
  const firstRule = walk(valueSchema, value[first], keyPath(path, first));
  const rule = isMatcher(firstRule) ? firstRule : like(value[first]);
  return eachValueMatches(value, rule as MatchersV3.Matcher<unknown>);
}

const isMatcher = (t: PactBodyTemplate): t is MatchersV3.Matcher<unknown> =>
  isPlainObject(t) && typeof t['pact:matcher:type'] === 'string';

/** The union option the example parses with (the first, as zod tries them in order). */
function pickOption(def: AnyDef, value: unknown, path: string): Schema {
  const option = (def.options as Schema[]).find((o) => o.safeParse(value).success);
  return option ?? fail(path, 'no option of the union accepts it');
}

/** A pipe's wire side is its input, unless that is a transform (preprocess): then its output. */
function pipeSide(def: AnyDef, value: unknown): Schema {
  const input = def.in as Schema;
  const output = def.out as Schema;
  if (defOf(input).type !== 'transform' && input.safeParse(value).success) return input;
  return defOf(output).type !== 'transform' && output.safeParse(value).success ? output : input;
}

function intersectionTemplate(def: AnyDef, value: unknown, path: string): PactBodyTemplate {
  const left = walk(def.left as Schema, value, path);
  const right = walk(def.right as Schema, value, path);
  if (isPlainObject(left) && isPlainObject(right) && !isMatcher(left) && !isMatcher(right))
    return { ...left, ...right };
  return left;
}

function walk(schema: Schema, value: unknown, path: string): PactBodyTemplate {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return walk(def.innerType as Schema, value, path);
    case 'nullable':
      return value === null ? null : walk(def.innerType as Schema, value, path);
    case 'lazy':
      return walk((def.getter as () => Schema)(), value, path);
    case 'pipe':
      return walk(pipeSide(def, value), value, path);
    case 'union':
      return walk(pickOption(def, value, path), value, path);
    case 'intersection':
      return intersectionTemplate(def, value, path);
    case 'object':
      return objectTemplate(def, value, path);
    case 'array':
      return arrayTemplate(def, value, path);
    case 'tuple':
      if (!Array.isArray(value)) fail(path, 'expected an array');
      return value.map((v, i) =>
        walk(((def.items as Schema[])[i] ?? def.rest) as Schema, v, `${path}[${i}]`),
      );
    case 'record':
      return recordTemplate(def, value, path);
    case 'string':
    case 'template_literal':
      return stringTemplate(schema, value, path);
    case 'number':
      if (typeof value !== 'number') fail(path, 'expected a number');
      // Not `decimal`: the verifier's decimal wants a fractional part, and JSON.stringify(60.0) is `60`,
      // so a whole price would fail. `number` accepts both.
      return isIntegerSchema(schema) ? integer(value) : number(value);
    case 'boolean':
      if (typeof value !== 'boolean') fail(path, 'expected a boolean');
      return MatchersV3.boolean(value);
    case 'literal':
      return literalTemplate(schema, def.values as unknown[], value, path);
    case 'enum':
      return literalTemplate(schema, Object.values(def.entries as Record<string, unknown>), value, path);
    case 'null':
      return null;
    default:
      // any, unknown, custom and the like: the example's type is all the schema says.
      return value === null || value === undefined ? null : like(value);
  }
}

/**
 * Pact matchers for a response body: the example (a real answer that parses with the schema) with type,
 * regex, integer and number matchers, `eachLike` for lists and exact values only for literals, error ids
 * and flash codes. A provider with other ids, names, prices and list lengths verifies; wrong types,
 * missing required keys and other literal values fail. Keys the schema lets a provider omit or null are
 * left out, as are keys the schema does not declare. Throws when the example does not fit the schema.
 */
export function matchersFor(schema: z.ZodType, example: unknown): PactBodyTemplate {
  const parsed = schema.safeParse(example);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = (issue?.path ?? []).reduce<string>(
      (at, p) => (typeof p === 'number' ? `${at}[${p}]` : keyPath(at, String(p))),
      '$',
    );
    fail(where, issue?.message ?? 'it does not parse');
  }
  return walk(schema, example, '$');
}
