import type { World } from '../../core/world';
import type { StoreSeed } from '../../db/seed/catalogue-seed';
import { type ColorSeed, type Currency, isSoldIn, type ProductSeed } from '../../db/seed/catalogue-types';
import {
  onlineNow,
  priceNow,
  type StoreServices,
  servicesNow,
} from '../../domain/catalogue/catalogue-changes';

/**
 * The seeded catalogue and stores as this world sees them now: with the changes its scenario set up
 * (setup.catalogue, setup.stores) that are in effect at the session's time.
 */

const idsOf = (product: ProductSeed, color: ColorSeed | undefined) => ({
  styleId: product.styleId,
  colorId: `${product.styleId}${color?.code ?? ''}`,
});

/** Whether a product (one colour of it, when given) is online in this world now. */
export function isOnlineNow(world: World, product: ProductSeed, color?: ColorSeed): boolean {
  const changes = world.db.catalogue.productStates.all();
  if (changes.length === 0) return product.online;
  return onlineNow(product.online, idsOf(product, color), changes, world.clock.now());
}

/**
 * A colour's price in a currency in this world now (minor units), or undefined when it has none: a product
 * not sold in the currency (ProductSeed.soldIn) has no seeded price in it.
 */
export function colourPriceNow(
  world: World,
  product: ProductSeed,
  color: ColorSeed,
  currency: Currency,
): { current: number; original: number } | undefined {
  const changes = world.db.catalogue.priceChanges.all();
  const seeded = isSoldIn(product, currency) ? color.prices[currency] : undefined;
  return priceNow(seeded, idsOf(product, color), currency, changes, world.clock.now());
}

/** A store's pickup and ship-to-store services in this world now. */
export function storeServicesNow(world: World, store: StoreSeed): StoreServices {
  const changes = world.db.catalogue.storeServices.all().filter((c) => c.storeId === store.id);
  const seeded = { pickupEnabled: store.pickupEnabled, stsEnabled: store.stsEnabled };
  return changes.length === 0 ? seeded : servicesNow(seeded, changes, world.clock.now());
}
