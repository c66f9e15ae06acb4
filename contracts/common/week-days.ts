/**
 * The days of a store's opening hours, Monday first. Its own module, with no Zod: the storefront's store
 * locator lists them without loading the contracts' schemas (store.ts builds its schema from them).
 */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
