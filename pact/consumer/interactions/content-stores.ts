import { expect } from 'vitest';
import { bodyOf, errorOf, interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

/** The store locator page and its location selector (storefront/src/commerce/content/stores-locator.ts). */
export const contentStoreInteractions = [
  interaction('getFapiLocationSelector', {
    description: "the location selector's countries and their sites' locales",
    states: [],
    input: () => ({ query: { locale: PACT_SITE.locale } }),
    check: (outcome) =>
      expect(bodyOf(outcome)).toMatchObject({
        countries: expect.arrayContaining([expect.objectContaining({ code: 'US' })]),
      }),
  }),
  interaction('searchStores', {
    description: 'the store locator searches a postal code with no store near (the empty list)',
    states: [],
    input: () => ({ query: { postalCode: '99950', unit: 'mi' } }),
    error: { errorId: 'STR404' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('STR404'),
  }),
];
