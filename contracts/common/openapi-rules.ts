/**
 * JSON Schema words for rules a contract checks with `.refine` (zod-to-openapi cannot see inside a
 * refinement). Spread into `.openapi({...})` next to the refinement, so the document is as strict as the
 * server. The property suite generates requests from these and checks the server agrees.
 */

/** At least one of these fields (productId or upc). */
export const atLeastOneOf = (...fields: string[]) => ({ anyOf: fields.map((f) => ({ required: [f] })) });

/** Exactly one of these fields (a saved card or a new one). */
export const exactlyOneOf = (...fields: string[]) => ({ oneOf: fields.map((f) => ({ required: [f] })) });

/** When `field` holds one of `values`, `then` fields are required, otherwise the `otherwise` fields. */
export const requiredWhen = (
  field: string,
  values: readonly (string | number | boolean)[],
  then: readonly string[],
  otherwise: readonly string[] = [],
) => ({
  if: { properties: { [field]: { enum: [...values] } }, required: [field] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else keyword, never awaited.
  then: { required: [...then] },
  ...(otherwise.length > 0 ? { else: { required: [...otherwise] } } : {}),
});
