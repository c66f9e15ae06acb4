import fc from 'fast-check';

/** The JSON Schema subset the generated OpenAPI document uses for requests. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  example?: unknown;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  not?: JsonSchema;
  dependentRequired?: Record<string, string[]>;
  minProperties?: number;
}

export type Components = Readonly<Record<string, JsonSchema>>;

export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const target = components[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(target, components);
}

const label = fc.stringMatching(/^[a-z]{2,8}$/);
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.tuple(label, label, fc.constantFrom('com', 'org', 'co.uk')).map(([u, d, t]) => `${u}@${d}.${t}`),
  'date-time': fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms).toISOString()),
  date: fc
    .integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2005, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10)),
  uri: label.map((s) => `https://example.com/${s}`),
  uuid: fc.uuid(),
};

function lengthOk(s: JsonSchema) {
  return (v: string) =>
    v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
}

/** A password with each character class the documented rule asks for (its pattern uses lookaheads). */
const strongPassword = fc.stringMatching(/^[A-Z][a-z][0-9][A-Za-z0-9!.-]{5,20}$/);

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'password' && s.pattern) {
    const rule = new RegExp(s.pattern);
    return strongPassword.filter((v) => rule.test(v) && lengthOk(s)(v));
  }
  const format = s.format ? FORMATS[s.format] : undefined;
  if (format) return format.filter(lengthOk(s));
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(lengthOk(s));
  // Readable ids and text: what the schema allows, without control characters.
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 24, Math.max(minLength, 24));
  return fc
    .string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789-_ '),
      minLength,
      maxLength,
    })
    .map((v) => (v.trim() === v || minLength === 0 ? v : v.replace(/^ | $/g, 'x')))
    .filter(lengthOk(s));
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : s.minimum;
  const high = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : s.maximum;
  const min = Math.max(low ?? -1000, -1e6);
  const max = Math.min(high ?? 1000, 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Money and measures: two decimals, as the contracts' numbers are written.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
}

const hasAll = (value: Record<string, unknown>, schema: JsonSchema | undefined) =>
  (schema?.required ?? []).every((k) => value[k] !== undefined);

/** The `if` of a conditional: required fields present, listed ones at their const or enum values. */
function matches(condition: JsonSchema, value: Record<string, unknown>): boolean {
  if (!hasAll(value, condition)) return false;
  return Object.entries(condition.properties ?? {}).every(([k, p]) =>
    p.const !== undefined ? value[k] === p.const : p.enum ? p.enum.includes(value[k]) : true,
  );
}

/** What one object-level rule asks of a generated object: fields to add, fields to drop, values to redo. */
interface Repair {
  add: string[];
  drop: string[];
  redo: Record<string, JsonSchema>;
}

/** The rules on an object beyond its properties: if/then/else (alone or in allOf), not, dependentRequired. */
function repairsFor(s: JsonSchema, value: Record<string, unknown>): Repair {
  const repair: Repair = { add: [], drop: [], redo: {} };
  const apply = (branch: JsonSchema | undefined) => {
    if (!branch) return;
    repair.add.push(...(branch.required ?? []));
    repair.drop.push(...(branch.not?.required ?? []));
    Object.assign(repair.redo, branch.properties ?? {});
  };
  for (const rule of [s, ...(s.allOf ?? [])]) {
    if (rule.if) apply(matches(rule.if, value) ? rule.then : rule.else);
    if (rule !== s && !rule.if) apply(rule);
    // A choice of required sets inside allOf (a postalCode, or lat and lng): the one closest to done.
    const choices = rule !== s ? (rule.anyOf ?? rule.oneOf) : undefined;
    const missing = (c: JsonSchema) => (c.required ?? []).filter((k) => value[k] === undefined).length;
    if (choices?.length) apply([...choices].sort((a, b) => missing(a) - missing(b))[0]);
  }
  for (const [field, needed] of Object.entries(s.dependentRequired ?? {}))
    if (value[field] !== undefined) repair.add.push(...needed);
  const extra = (s.minProperties ?? 0) - Object.keys(value).length;
  if (extra > 0)
    repair.add.push(
      ...Object.keys(s.properties ?? {})
        .filter((k) => !(k in value))
        .slice(0, extra),
    );
  return repair;
}

function objectArbitrary(s: JsonSchema, components: Components): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(props)) record[key] = schemaArbitrary(prop, components);
  const object = fc.record(record, {
    requiredKeys: (s.required ?? []).filter((k) => k in props),
  }) as fc.Arbitrary<Record<string, unknown>>;
  const ruled = [s, ...(s.allOf ?? [])].some(
    (c) =>
      c.if ||
      c.not ||
      c.dependentRequired ||
      c.minProperties ||
      (c !== s && (c.required || c.properties || c.anyOf)),
  );
  if (!ruled) return object;
  // Object-level rules (optinDate when opting in, a percent at most 100, type with value): generate, then
  // add, drop or regenerate the fields each rule names, narrowing a field by the rule's own words. Twice:
  // a field one rule adds (type, for value) can bring another rule into play (a PERCENT type's bound).
  return object
    .chain((value) => repaired(s, value, components))
    .chain((value) => repaired(s, value, components));
}

/** One round of repairs: the fields the object's rules ask for, drop or narrow. */
function repaired(
  s: JsonSchema,
  value: Record<string, unknown>,
  components: Components,
): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const { add, drop, redo } = repairsFor(s, value);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of new Set([...add.filter((k) => !(k in value)), ...Object.keys(redo)])) {
    const base = props[key] ? resolve(props[key], components) : {};
    // The field's example may break the rule that narrows it: generate from the narrowed schema only.
    if (key in props)
      fields[key] = schemaArbitrary({ ...base, ...redo[key], example: undefined }, components);
  }
  return fc.record(fields).map((changed) => {
    const out: Record<string, unknown> = { ...value };
    for (const [k, v] of Object.entries(changed)) if (k in out || add.includes(k)) out[k] = v;
    for (const k of drop) delete out[k];
    return out;
  });
}

/**
 * An object whose `anyOf`/`oneOf` branches only name required fields (productId or upc): one branch's
 * fields are made required; for oneOf the fields only other branches require are left out.
 */
function choiceOfRequired(s: JsonSchema, choices: JsonSchema[], exclusive: boolean, components: Components) {
  return fc.constantFrom(...choices).chain((branch) => {
    const others = choices.flatMap((c) => (c === branch ? [] : (c.required ?? [])));
    const mine = branch.required ?? [];
    const excluded = exclusive ? others.filter((k) => !mine.includes(k)) : [];
    const properties = Object.fromEntries(
      Object.entries(s.properties ?? {}).filter(([k]) => !excluded.includes(k)),
    );
    return objectArbitrary({ ...s, properties, required: [...(s.required ?? []), ...mine] }, components);
  });
}

/** Values valid by the schema (and its examples, which name seeded data far more often than random text). */
export function schemaArbitrary(input: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  const s = resolve(input, components);
  const generated = structuralArbitrary(s, components);
  return s.example === undefined ? generated : fc.oneof(fc.constant(s.example), generated);
}

function structuralArbitrary(s: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.oneOf ?? s.anyOf;
  if (choices && s.properties) return choiceOfRequired(s, choices, s.oneOf !== undefined, components);
  if (choices) return fc.oneof(...choices.map((c) => schemaArbitrary(c, components)));
  if (s.allOf && !s.properties) {
    return fc
      .tuple(...s.allOf.map((c) => schemaArbitrary(c, components)))
      .map((parts) => Object.assign({}, ...parts));
  }
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'object'];
  return fc.oneof(...types.map((t) => typedArbitrary(t, s, components)));
}

function typedArbitrary(type: string, s: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? schemaArbitrary(s.items, components) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
      });
    default:
      return objectArbitrary(s, components);
  }
}
