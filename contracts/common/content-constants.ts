/**
 * Content (CaaS) constants the storefront bundle imports: this file imports nothing, so no Zod comes with it
 * (contracts/common/headers.ts and contracts/operations/content.ts use these).
 */

/** The header a content call carries its preview date in (previewDateTime, spec 001 sections 2 and 7). */
export const PREVIEW_DATE_HEADER = 'x-preview-date';

/** Preview tool limit options (spec 001 section 9). */
export const SHOWCASE_LIMITS = [10, 20, 50] as const;

/** The preview tool's limit when none is chosen (spec 001 section 9). */
export const SHOWCASE_DEFAULT_LIMIT = 20 satisfies (typeof SHOWCASE_LIMITS)[number];
