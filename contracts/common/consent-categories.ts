/**
 * The consent categories (spec 001 section 3, spec 000 section 9), in the consent platform's ids. Targeting
 * (C0004) governs personalisation, flag decisions and experiment tracking; performance and analytics (C0002)
 * the performance beacon and analytics events. Its own module, with no Zod: the storefront's consent code
 * reads it without loading the contracts' schemas (content-audience.ts builds its schema from it).
 */
export const CONSENT_CATEGORIES = {
  C0001: 'required',
  C0002: 'performance and analytics',
  C0003: 'functional',
  C0004: 'targeting',
} as const;

export type ConsentCategory = keyof typeof CONSENT_CATEGORIES;

/** The categories in order, C0001 first. */
export const CONSENT_CATEGORY_IDS = Object.keys(CONSENT_CATEGORIES) as ConsentCategory[];
