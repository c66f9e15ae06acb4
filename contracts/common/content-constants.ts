/**
 * The preview tool's constants, which the storefront's showcase page imports: this file imports nothing, so
 * no Zod comes with it (contracts/operations/content.ts uses them too).
 */

/** Preview tool limit options (spec 001 section 9). */
export const SHOWCASE_LIMITS = [10, 20, 50] as const;

/** The preview tool's limit when none is chosen (spec 001 section 9). */
export const SHOWCASE_DEFAULT_LIMIT = 20 satisfies (typeof SHOWCASE_LIMITS)[number];
