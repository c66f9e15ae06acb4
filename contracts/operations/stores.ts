import { mainCallHeaders } from '../common/headers';
import {
  collectionPointsRequest,
  collectionPointsResult,
  storeSearchQuery,
  storeSearchResult,
} from '../entities/store';
import { defineOperations } from '../registry/define-operations';

export const storesOperations = defineOperations('stores', {
  findCollectionPoints: {
    method: 'post',
    path: '/stores/v1/collectionPoints',
    summary: 'Carrier collection points (pick-up/drop-off) near a place',
    description: 'None within reach: STR404.',
    request: { body: collectionPointsRequest, headers: mainCallHeaders },
    response: { status: 200, description: 'Collection points, nearest first.', body: collectionPointsResult },
    errorIds: ['STR404'],
    notShown:
      'Body and response not shown: country with a postalCode or lat/lng, limit, and email, mobile and contact ' +
      'name which only configured locales require; response pudo points with carrier, address, geo, hours. ' +
      'An empty result answers STR404.',
  },
  searchStores: {
    method: 'post',
    path: '/stores/v1/search',
    summary: 'Stores near a postal code or a position, with stock of the given skus',
    description: 'No store within the radius: STR404.',
    request: { query: storeSearchQuery, headers: mainCallHeaders },
    response: { status: 200, description: 'Stores, nearest first.', body: storeSearchResult },
    errorIds: ['STR404'],
    notShown:
      'The spec gives only "query": postalCode or lat and lng, radius (default 50), unit km or mi, skus ' +
      '(comma-separated), limit (default 10); no body. An empty result answers STR404.',
  },
});
