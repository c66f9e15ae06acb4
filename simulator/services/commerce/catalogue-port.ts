import type { World } from '../../core/world';
import { sizeLabel } from '../../db/seed/catalogue-copy-labels';
import { languageOf } from '../../db/seed/catalogue-copy-names';
import {
  type ColorSeed,
  type Currency,
  isDigitalProductType,
  type ProductSeed,
  type VariantSeed,
} from '../../db/seed/catalogue-types';
import { catalogueIndex } from '../../domain/catalogue/catalogue-index';
import { productIn } from '../../domain/catalogue/catalogue-language';
import { colorProductId, PRODUCT_IMAGE_HOST, pdpUrl } from '../../domain/catalogue/product-view';
import { type PriceProblem, priceProblem } from '../../domain/commerce/item-rules';
import type { StoreFacts } from '../../domain/commerce/stock-check';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { allowPickupOrder, findStore, homeStock, storeStock } from '../catalogue/inventory';
import { colourPriceNow, isOnlineNow } from '../catalogue/world-changes';

/**
 * The one place the commerce area reads the catalogue: products and prices from the seed's index
 * (read-only, per currency), live stock and stores from the catalogue area's inventory functions.
 */

export interface Sellable {
  readonly sku: string;
  readonly upc: string;
  readonly productId: string;
  readonly masterId: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly slug: string;
  readonly pdpUrl: string;
  readonly attributes: { name: string; value: string }[];
  readonly unitPrice: number;
  readonly originalUnitPrice: number;
  readonly isCustoms: boolean;
  readonly isDigital: boolean;
  readonly recipeId?: string | undefined;
  readonly otherVariantsInStock: boolean;
}

interface ItemRef {
  readonly productId?: string | undefined;
  readonly upc?: string | undefined;
  readonly recipeId?: string | undefined;
}

/**
 * E-gift cards are delivered by e-mail. The contract product has no digital flag: the seed's product type
 * says it (DIGITAL_PRODUCT_TYPES, e.g. the fixture SPGC0001).
 */
const isDigitalProduct = (product: ProductSeed) => isDigitalProductType(product.productType);

function variantOf(world: World, ref: ItemRef): { product: ProductSeed; variant: VariantSeed } | Failure {
  const index = catalogueIndex(world.data.catalogue);
  if (ref.recipeId) {
    const recipe = index.recipeById.get(ref.recipeId);
    const found = recipe ? index.variantBySku.get(recipe.sku) : undefined;
    if (!recipe || !found || (ref.productId && !recipe.sku.startsWith(ref.productId.slice(0, 8)))) {
      return failure('ITEM_NOT_AVAILABLE', `The design ${ref.recipeId} is not available.`);
    }
    return found;
  }
  const key = ref.upc ? index.skuByUpc.get(ref.upc) : ref.productId;
  const bySku = key ? index.variantBySku.get(key) : undefined;
  if (bySku) return bySku;
  const id = ref.productId ?? '';
  const product = index.colorProduct.get(id)?.product ?? index.productByStyle.get(id);
  const candidates = product?.variants.filter((v) => v.sku.startsWith(id)) ?? [];
  if (product && candidates.length === 1 && candidates[0]) return { product, variant: candidates[0] };
  if (product) return failure('ITEM_NOT_AVAILABLE', 'Choose a colour and size before adding this product.');
  return failure('ITEM_NOT_AVAILABLE', `Product ${ref.productId ?? ref.upc ?? ''} is not available.`);
}

export function resolveSellable(
  world: World,
  ref: ItemRef,
  currency: Currency,
  locale: string,
): Sellable | Failure {
  const found = variantOf(world, ref);
  if (isFailure(found)) return found;
  const { product, variant } = found;
  const color = product.colors.find((c) => c.code === variant.color) as ColorSeed;
  if (!isOnlineNow(world, product, color)) return failure('ORD404');
  const price = colourPriceNow(world, product, color, currency);
  const problem = priceProblem(price);
  if (problem || !price) return failure(problem ?? 'NO_PRICE');
  const recipe = ref.recipeId ? catalogueIndex(world.data.catalogue).recipeById.get(ref.recipeId) : undefined;
  const surcharge = recipe?.surcharge[currency] ?? 0;
  const id = colorProductId(product, color);
  // The line keeps the name and colour in the cart's language, as the shopper read them when adding it.
  const language = languageOf(locale);
  const local = productIn(product, language);
  const localColor = local.colors.find((c) => c.code === color.code) ?? color;
  return {
    sku: variant.sku,
    upc: variant.upc,
    productId: id,
    masterId: product.styleId,
    name: recipe ? `${local.name} (${recipe.name})` : local.name,
    imageUrl: `${PRODUCT_IMAGE_HOST}/${id}-HERO`,
    slug: product.slug,
    pdpUrl: pdpUrl(locale, product.slug, id),
    attributes: [
      { name: 'color', value: localColor.label },
      { name: 'size', value: sizeLabel(variant.size, language) },
    ],
    unitPrice: price.current + surcharge,
    originalUnitPrice: price.original + surcharge,
    isCustoms: product.isCustoms,
    isDigital: isDigitalProduct(product),
    recipeId: recipe?.recipeId,
    otherVariantsInStock: product.variants.some((v) => v.sku !== variant.sku && homeStock(world, v.sku) > 0),
  };
}

/** Why a known sku cannot be sold now (offline ORD404, or a price problem), or undefined when it can. */
export function unsellableBecause(
  world: World,
  sku: string,
  currency: Currency,
): 'ORD404' | PriceProblem | undefined {
  const found = catalogueIndex(world.data.catalogue).variantBySku.get(sku);
  const color = found?.product.colors.find((c) => c.code === found.variant.color);
  if (!found || !color || !isOnlineNow(world, found.product, color)) return 'ORD404';
  return priceProblem(colourPriceNow(world, found.product, color, currency));
}

/** Whether a sku is still sold: known, online and with a valid price in the cart's currency. */
export const isSellable = (world: World, sku: string, currency: Currency): boolean =>
  unsellableBecause(world, sku, currency) === undefined;

/** The current price of a sku in a currency (unit, minor units), for refreshes. */
export function currentPrice(
  world: World,
  sku: string,
  currency: Currency,
): { current: number; original: number } | undefined {
  const found = catalogueIndex(world.data.catalogue).variantBySku.get(sku);
  const color = found?.product.colors.find((c) => c.code === found.variant.color);
  return found && color ? colourPriceNow(world, found.product, color, currency) : undefined;
}

export const stockAtHome = (world: World, sku: string): number => homeStock(world, sku);

export function storeFacts(world: World, storeId: string | undefined, sku: string): StoreFacts | undefined {
  if (!storeId) return undefined;
  const store = findStore(world, storeId);
  if (!store) return undefined;
  return {
    storeId,
    stock: storeStock(world, storeId, sku),
    pickupEnabled: store.pickupEnabled,
    stsEnabled: store.stsEnabled,
    allowPickupOrder: allowPickupOrder(world, sku, storeId),
  };
}

export function storeExists(world: World, storeId: string): boolean {
  return findStore(world, storeId) !== undefined;
}

/** The province and country of a store, for tax on store deliveries. */
export function storeLocation(
  world: World,
  storeId: string,
): { countryCode: string; province?: string } | undefined {
  const store = findStore(world, storeId);
  return store ? { countryCode: store.address.countryCode, province: store.address.province } : undefined;
}
