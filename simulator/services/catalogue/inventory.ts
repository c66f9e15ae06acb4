import type { Product, ProductVariant } from '../../../contracts/entities/product';
import type { Store } from '../../../contracts/entities/store';
import type { World } from '../../core/world';
import { HOME_LOCATION } from '../../db/catalogue-store';
import type { StoreSeed } from '../../db/seed/catalogue-seed';
import { resolveProductId } from '../../domain/catalogue/catalogue-index';
import { productView, variantView } from '../../domain/catalogue/product-view';
import { storeWithServices } from '../../domain/catalogue/store-view';
import { indexOf, setStockLevel, stockLookup, viewContext } from './world-catalogue';
import { isOnlineNow, storeServicesNow } from './world-changes';

/**
 * What the commerce areas read from the catalogue (cart, checkout, wishlists). Products are the contract
 * Product of the colour that was asked for (or the first colour for a style id), priced in USD unless a
 * locale is given, with this world's live stock. Offline products are not found.
 */

export function findProduct(world: World, productId: string, locale?: string): Product | undefined {
  const found = resolveProductId(indexOf(world), productId);
  if (!found || !isOnlineNow(world, found.product, found.color)) return undefined;
  return productView(found.product, found.color, viewContext(world, locale));
}

/** A variant by sku or UPC, with the product of its colour. */
export function findVariant(
  world: World,
  skuOrUpc: string,
  locale?: string,
): { product: Product; variant: ProductVariant } | undefined {
  const index = indexOf(world);
  const sku = index.skuByUpc.get(skuOrUpc) ?? skuOrUpc;
  const found = index.variantBySku.get(sku);
  const color = found?.product.colors.find((c) => c.code === found.variant.color);
  if (!found || !color || !isOnlineNow(world, found.product, color)) return undefined;
  const ctx = viewContext(world, locale);
  return {
    product: productView(found.product, color, ctx),
    variant: variantView(found.product, found.variant, ctx.stock, true),
  };
}

export function homeStock(world: World, sku: string): number {
  return stockLookup(world).home(sku);
}

export function storeStock(world: World, storeId: string, sku: string): number {
  return stockLookup(world).store(storeId, sku);
}

/** Changes home stock by delta (negative to reserve or sell); never below zero; unknown skus are ignored. */
export async function adjustHomeStock(world: World, sku: string, delta: number): Promise<void> {
  if (!indexOf(world).variantBySku.has(sku)) return;
  await setStockLevel(world, HOME_LOCATION, sku, homeStock(world, sku) + delta);
}

/** Changes one store's stock by delta; never below zero; unknown stores and skus are ignored. */
export async function adjustStoreStock(
  world: World,
  storeId: string,
  sku: string,
  delta: number,
): Promise<void> {
  const index = indexOf(world);
  if (!index.variantBySku.has(sku) || !index.storeById.has(storeId)) return;
  await setStockLevel(world, storeId, sku, storeStock(world, storeId, sku) + delta);
}

/** A store as this world sees it now: its pickup and ship-to-store services after the scenario's changes. */
export function storeViewNow(world: World, store: StoreSeed): Store {
  return storeWithServices(store, storeServicesNow(world, store));
}

export function findStore(world: World, storeId: string): Store | undefined {
  const store = indexOf(world).storeById.get(storeId);
  return store ? storeViewNow(world, store) : undefined;
}

/**
 * Whether a store-bound order (pickup or ship-to-store) may be placed for this sku at this store: the
 * product is eligible (customisable items are not) and the store offers pickup or ship-to-store. Stock and
 * the store's pickupEnabled / stsEnabled are checked separately by the caller.
 */
export function allowPickupOrder(world: World, sku: string, storeId: string): boolean {
  const index = indexOf(world);
  const found = index.variantBySku.get(sku);
  const store = index.storeById.get(storeId);
  if (!found || !store || !isOnlineNow(world, found.product)) return false;
  const services = storeServicesNow(world, store);
  return found.product.pickupEligible && (services.pickupEnabled || services.stsEnabled);
}
