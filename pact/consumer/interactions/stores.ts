import { interaction } from '../pact-interaction';

/** Store search and collection points (storefront/src/commerce/stores.ts). */
export const storeInteractions = [
  interaction('searchStores', {
    description: 'a search for stores near a postal code with a variant in stock',
    states: ['a product in stock at home and in stores'],
    input: (v) => ({ query: { postalCode: v.postalCode, skus: v.sku } }),
  }),
  interaction('findCollectionPoints', {
    description: 'a search for collection points near a postal code',
    states: [],
    input: () => ({ body: { country: 'US', postalCode: '80202', limit: 10 } }),
  }),
];
