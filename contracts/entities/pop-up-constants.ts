/**
 * A pop-up expands after its delay; 2 seconds when the CMS gives none (spec 001 section 9). Apart from the
 * pop-up's schema so the storefront's pop-up, which loads on every page, takes the number without Zod.
 */
export const POPUP_DEFAULT_DELAY_MS = 2000;
