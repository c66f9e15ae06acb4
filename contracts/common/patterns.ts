/**
 * Plain id and locale patterns, free of Zod so the browser bundle can import them (page recognition,
 * links) without pulling in Zod and zod-to-openapi. The schema modules (locale.ts, product-ids.ts)
 * re-export them and build their schemas on them.
 */

/** Two-letter language, a dash, then a region of 2 or 3 characters (e.g. en-us, fr-ca, es-419). */
// No regex flags: OpenAPI patterns are flag-less ECMAScript, so case is spelled out.
export const LOCALE_PATTERN = /^[a-zA-Z]{2}-[a-zA-Z0-9]{2,3}$/;

/** Style (master) ids are exactly 8 uppercase alphanumerics (spec 000 section 2). */
export const STYLE_ID_PATTERN = /^[A-Z0-9]{8}$/;
/** Product ids are 8 to 11 uppercase alphanumerics: the style id, optionally followed by a colour code. */
export const CATALOGUE_PRODUCT_ID_PATTERN = /^[A-Z0-9]{8,11}$/;
/** Category ids in catalogue URLs are 4 to 10 digits (spec 000 section 2). */
export const CATEGORY_ID_PATTERN = /^\d{4,10}$/;
/** Variant skus: the colour product id followed by a size code (designed; the spec shows no sku format). */
export const SKU_PATTERN = /^[A-Z0-9]{9,20}$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
