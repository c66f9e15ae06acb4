import type { VariantAvailability } from '../../../contracts/entities/product';
import type { SkuAvailability } from '../../../contracts/entities/product-availability';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import type { StoreSeed } from '../../db/seed/catalogue-seed';

/** At or below this many units at home, a variant is lowStock (designed; the spec names no threshold). */
export const LOW_STOCK_THRESHOLD = 5;
const HOME_DELIVERY_DAYS = '3-5';
/** Postal codes near the Denver warehouse (US 8xxxx) get a faster estimate. */
const NEAR_WAREHOUSE_DAYS = '2-3';
const SHIP_TO_STORE_DAYS = '5-7';

/**
 * Stock state of a variant from its home stock and the stock of the stores that offer pickup:
 * pickupOnly means no home stock but a pickup store has some (and the product may be picked up).
 */
export function variantState(
  home: number,
  pickupStoreStock: number,
  pickupEligible: boolean,
): VariantAvailability {
  if (home > LOW_STOCK_THRESHOLD) return 'inStock';
  if (home > 0) return 'lowStock';
  return pickupEligible && pickupStoreStock > 0 ? 'pickupOnly' : 'outOfStock';
}

export function homeDeliveryDays(postalCode: string | undefined): string {
  return postalCode && /^8\d{4}/.test(postalCode.trim()) ? NEAR_WAREHOUSE_DAYS : HOME_DELIVERY_DAYS;
}

interface StoreShelf {
  readonly store: Pick<StoreSeed, 'id' | 'pickupEnabled' | 'stsEnabled'>;
  readonly quantity: number;
}

interface SkuStock {
  readonly sku: string;
  readonly qty: number;
  readonly home: number;
  /** Stock in every store offering pickup (decides pickupOnly). */
  readonly pickupStoreStock: number;
  /** The stores the shopper asked about. */
  readonly shelves: readonly StoreShelf[];
  readonly pickupEligible: boolean;
  /** Whether any store of the request (every store when none was named) offers pickup. */
  readonly pickupStoreAvailable: boolean;
  readonly postalCode?: string | undefined;
}

/** Availability of one sku for a quantity: home delivery, pickup and ship-to-store per store. */
export function skuAvailability(s: SkuStock): SkuAvailability {
  const homeAvailable = s.home >= s.qty;
  return {
    sku: s.sku,
    availability: variantState(s.home, s.pickupStoreStock, s.pickupEligible),
    homeDelivery: {
      available: homeAvailable,
      quantity: s.home,
      ...(homeAvailable ? { deliveryTime: homeDeliveryDays(s.postalCode) } : {}),
    },
    stores: s.shelves.map(({ store, quantity }) => {
      const stsAvailable = store.stsEnabled && homeAvailable;
      return {
        storeId: store.id,
        pickup: { available: store.pickupEnabled && s.pickupEligible && quantity >= s.qty, quantity },
        sts: {
          available: stsAvailable,
          quantity: store.stsEnabled ? s.home : 0,
          ...(stsAvailable ? { deliveryTime: SHIP_TO_STORE_DAYS } : {}),
        },
      };
    }),
    allowPickupOrder: s.pickupEligible && s.pickupStoreAvailable,
  };
}

/**
 * The error an availability check answers, if any: the whole product out of stock in every channel is
 * INV700; every requested sku out of stock in every channel is INV406. Otherwise the per-sku answer.
 */
export function availabilityError(
  productStates: readonly VariantAvailability[],
  requested: readonly SkuAvailability[],
): CatalogueId | undefined {
  if (productStates.length > 0 && productStates.every((s) => s === 'outOfStock')) return 'INV700';
  if (requested.length > 0 && requested.every((r) => r.availability === 'outOfStock')) return 'INV406';
  return undefined;
}
