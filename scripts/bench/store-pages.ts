/** The store locator for Lighthouse (issue 26): a search's results, as a shared link opens it. */
export const STORE_PAGES = {
  'store-locator': '/en-us/store-locator?postalCode=80202',
} as const;
export type StorePageName = keyof typeof STORE_PAGES;
