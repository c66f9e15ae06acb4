import { HEADER } from '../../contracts/common/headers';
import { DEFAULT_COUNTRY, localeCountry } from '../../contracts/common/sites';
import type { Store } from '../../contracts/entities/store';
import type { AreaHandlers } from '../core/handler-types';
import { LOW_STOCK_THRESHOLD } from '../domain/catalogue/availability';
import { type Geo, geocodePostal, nearest, postalCountry } from '../domain/catalogue/geo';
import { failure } from '../domain/failure';
import { storeViewNow } from '../services/catalogue/inventory';
import { indexOf, seedOf, viewContext } from '../services/catalogue/world-catalogue';

/** How far a collection point may be from the searched place (km). */
const COLLECTION_POINT_REACH_KM = 50;

const shelfState = (quantity: number) =>
  quantity > LOW_STOCK_THRESHOLD ? 'inStock' : quantity > 0 ? 'lowStock' : ('outOfStock' as const);

/** Store search and carrier collection points (contracts/operations/stores.ts). */
export const storesHandlers = {
  /** Stores within the radius, nearest first; an unplaceable postal code or no store answers STR404. */
  searchStores: ({ query, headers, world }) => {
    const seed = seedOf(world);
    let from: Geo | undefined;
    if (query.lat !== undefined && query.lng !== undefined) from = { lat: query.lat, lng: query.lng };
    else if (query.postalCode) {
      const country = postalCountry(query.postalCode, localeCountry(headers[HEADER.locale], DEFAULT_COUNTRY));
      from = country ? geocodePostal(seed.postalGeocodes, country, query.postalCode) : undefined;
    }
    if (!from) return failure('STR404', 'We could not find stores near this place.');
    const found = nearest(
      seed.stores.map((s) => storeViewNow(world, s)),
      from,
      query,
    );
    if (found.length === 0) return failure('STR404', `No store within ${query.radius} ${query.unit}.`);
    const index = indexOf(world);
    const skus = (query.skus?.split(',') ?? []).filter((sku) => index.variantBySku.has(sku));
    const { stock } = viewContext(world, headers[HEADER.locale]);
    const stores: Store[] = found.map((store) =>
      skus.length
        ? {
            ...store,
            inventory: skus.map((sku) => {
              const quantity = stock.store(store.id, sku);
              return { sku, quantity, availability: shelfState(quantity) };
            }),
          }
        : store,
    );
    return { body: { stores } };
  },

  /**
   * Collection points of the country near the place, nearest first (the contract asks for the recipient's
   * email, mobile and name where the carrier needs them); none in reach answers STR404.
   */
  findCollectionPoints: ({ body, world }) => {
    const seed = seedOf(world);
    const from: Geo | undefined =
      body.lat !== undefined && body.lng !== undefined
        ? { lat: body.lat, lng: body.lng }
        : body.postalCode
          ? geocodePostal(seed.postalGeocodes, body.country, body.postalCode)
          : undefined;
    if (!from) return failure('STR404', 'We could not find collection points near this place.');
    const points = nearest(
      seed.collectionPoints.filter((p) => p.address.countryCode === body.country),
      from,
      { radius: COLLECTION_POINT_REACH_KM, unit: 'km', limit: body.limit },
    );
    if (points.length === 0) return failure('STR404', 'No collection point near this place.');
    return { body: { collectionPoints: points } };
  },
} satisfies AreaHandlers;
