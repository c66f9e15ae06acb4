import type {
  CollectionPoint,
  CollectionPointsRequest,
  Store,
  StoreSearchQuery,
} from '../../../contracts/entities/store';
import type { CommerceDeps } from './commerce-deps';

/** Where to look: a postal code, or a position (lat and lng). */
export type StorePlace = Pick<StoreSearchQuery, 'postalCode'> | { lat: number; lng: number };

export interface StoreSearch {
  readonly place: StorePlace;
  /** Skus whose stock each store reports (the product page's "check store availability"). */
  readonly skus?: readonly string[];
  readonly radius?: number;
  readonly limit?: number;
  /** The unit of radius and of the answer's distances (the site's: miles in the US); km without one. */
  readonly unit?: StoreSearchQuery['unit'];
}

/** The widest search the contract allows: listStores shows every store near a place. */
const WIDEST_RADIUS = 500;
const MOST_STORES = 50;

/** The stores area of the commerce adapter: what features call instead of the API. */
export function storesCommerce(deps: CommerceDeps) {
  async function searchStores(search: StoreSearch): Promise<Store[]> {
    const { stores } = await deps.call('searchStores', {
      query: {
        ...search.place,
        ...(search.skus?.length ? { skus: search.skus.join(',') } : {}),
        ...(search.radius !== undefined ? { radius: search.radius } : {}),
        ...(search.limit !== undefined ? { limit: search.limit } : {}),
        ...(search.unit !== undefined ? { unit: search.unit } : {}),
      },
    });
    return stores;
  }

  return {
    /** Stores near a place, nearest first, with the stock of `skus`; none answers STR404. */
    searchStores,
    /** Every store within the widest radius of a place (the store list of the picker's "show more"). */
    listStores: (place: StorePlace): Promise<Store[]> =>
      searchStores({ place, radius: WIDEST_RADIUS, limit: MOST_STORES }),
    /** Carrier collection points (pudo) near a postal code; none answers STR404. */
    async findCollectionPoints(request: CollectionPointsRequest): Promise<CollectionPoint[]> {
      const { collectionPoints } = await deps.call('findCollectionPoints', { body: request });
      return collectionPoints;
    },
  };
}
