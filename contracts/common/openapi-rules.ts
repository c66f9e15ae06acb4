/**
 * JSON Schema words for rules a contract checks with `.refine` (zod-to-openapi cannot see inside a
 * refinement). Spread into `.openapi({...})` next to the refinement, so the document is as strict as the
 * server. The property suite generates requests from these and checks the server agrees.
 */

/** At least one of these fields (productId or upc). */
export const atLeastOneOf = (...fields: string[]) => ({ anyOf: fields.map((f) => ({ required: [f] })) });

/** Exactly one of these fields (a saved card or a new one). */
export const exactlyOneOf = (...fields: string[]) => ({ oneOf: fields.map((f) => ({ required: [f] })) });

/** A JSON Schema fragment (what `.openapi({...})` merges into the generated schema). */
export type SchemaWords = Record<string, unknown>;

type Value = string | number | boolean;

/** When `field` holds one of `values`, the object also satisfies `then`, otherwise `otherwise`. */
export const when = (
  field: string,
  values: readonly Value[],
  then: SchemaWords,
  otherwise?: SchemaWords,
) => ({
  if: { properties: { [field]: { enum: [...values] } }, required: [field] },
  then,
  ...(otherwise ? { else: otherwise } : {}),
});

/** When `field` holds one of `values`, `then` fields are required, otherwise the `otherwise` fields. */
export const requiredWhen = (
  field: string,
  values: readonly Value[],
  then: readonly string[],
  otherwise: readonly string[] = [],
) =>
  when(
    field,
    values,
    { required: [...then] },
    otherwise.length > 0 ? { required: [...otherwise] } : undefined,
  );

/** Several rules on one object (two if/then pairs cannot share its keywords). */
export const allRules = (...rules: SchemaWords[]) => ({ allOf: rules });

/** When `field` is sent, `others` are sent too (a phone needs its phone code). */
export const needs = (field: string, ...others: string[]) => ({ dependentRequired: { [field]: others } });

/** Fields sent together or not at all (type and value; expiry month and year). */
export const together = (a: string, b: string) => ({ dependentRequired: { [a]: [b], [b]: [a] } });

/** A field left out: `{ not: { required: [field] } }` (itemId on an ORDER-level adjustment). */
export const absent = (field: string) => ({ not: { required: [field] } });

/** `field` at most `max` (a percent adjustment). */
export const atMost = (field: string, max: number) => ({ properties: { [field]: { maximum: max } } });
