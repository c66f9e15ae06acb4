import { HEADER } from '../../contracts/common/headers';
import type { CatalogCategory } from '../../contracts/entities/product-search';
import type { AreaHandlers } from '../core/handler-types';
import { availabilityError, skuAvailability } from '../domain/catalogue/availability';
import { resolveProductId } from '../domain/catalogue/catalogue-index';
import { productSetSummaries, productSetView } from '../domain/catalogue/product-sets';
import { plpUrl, productView, variantStateOf } from '../domain/catalogue/product-view';
import { failure, isFailure } from '../domain/failure';
import { onlineProduct } from '../services/catalogue/shopper-catalogue';
import { subscribeBackInStock } from '../services/catalogue/shopper-submissions';
import { indexOf, seedOf, viewContext } from '../services/catalogue/world-catalogue';

function categoryTree(
  categories: ReturnType<typeof seedOf>['categories'],
  locale: string,
  parentId?: string,
): CatalogCategory[] {
  return categories
    .filter((c) => c.parentId === parentId)
    .map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      url: plpUrl(locale, c),
      children: categoryTree(categories, locale, c.id),
    }));
}

/** Product details, availability, inventory, sets, the category tree and back-in-stock requests. */
export const catalogueProductHandlers = {
  getProductDetails: ({ params, query, headers, world }) => {
    const found = onlineProduct(world, params.productId, headers[HEADER.locale]);
    if (isFailure(found)) return found;
    const color = found.product.colors.find((c) => c.code === query.color) ?? found.color;
    const ctx = viewContext(world, headers[HEADER.locale]);
    return { body: productView(found.product, color, ctx, query.includeInventory) };
  },

  checkProductAvailability: ({ params, body, headers, world }) => {
    const index = indexOf(world);
    const found = resolveProductId(index, params.productId);
    if (!found?.product.online) return failure('PLP400');
    const { product } = found;
    const variants = body.items.map((item) => product.variants.find((v) => v.sku === item.sku));
    if (variants.some((v) => v === undefined)) return failure('INV701');
    const { stock } = viewContext(world, headers[HEADER.locale]);
    const requestedStores = (body.storeIds ?? []).flatMap((id) => index.storeById.get(id) ?? []);
    const consideredStores = body.storeIds?.length ? requestedStores : seedOf(world).stores;
    const pickupStoreAvailable = consideredStores.some((s) => s.pickupEnabled || s.stsEnabled);
    const items = body.items.map((item) =>
      skuAvailability({
        sku: item.sku,
        qty: item.qty,
        home: stock.home(item.sku),
        pickupStoreStock: stock.pickupStoreStock(item.sku),
        shelves: requestedStores.map((store) => ({ store, quantity: stock.store(store.id, item.sku) })),
        pickupEligible: product.pickupEligible,
        pickupStoreAvailable,
        postalCode: body.postalCode,
      }),
    );
    const error = availabilityError(
      product.variants.map((v) => variantStateOf(product, v, stock)),
      items,
    );
    if (error) return failure(error);
    return { body: { productId: params.productId, items } };
  },

  getProductInventory: ({ params, headers, world }) => {
    const found = onlineProduct(world, params.productId, headers[HEADER.locale]);
    if (isFailure(found)) return found;
    const { stock } = viewContext(world, headers[HEADER.locale]);
    const variants = Object.fromEntries(
      found.product.variants.map((v) => [
        v.sku,
        { quantity: stock.home(v.sku), availability: variantStateOf(found.product, v, stock) },
      ]),
    );
    return { body: { productId: params.productId, variants } };
  },

  getProductSets: ({ params, headers, world }) => {
    const index = indexOf(world);
    const found = resolveProductId(index, params.productId);
    if (!found?.product.online) return failure('PLP400');
    const ctx = viewContext(world, headers[HEADER.locale]);
    return {
      body: {
        productId: params.productId,
        productSets: productSetSummaries(found.product, index.setById, index.productByStyle, ctx),
      },
    };
  },

  getProductSet: ({ params, headers, world }) => {
    const index = indexOf(world);
    const set = index.setById.get(params.productSetId);
    const view = set && productSetView(set, index.productByStyle, viewContext(world, headers[HEADER.locale]));
    return view ? { body: view } : failure('PLP400');
  },

  getCatalog: ({ headers, world }) => ({
    body: {
      categories: categoryTree(
        seedOf(world, headers[HEADER.locale]).categories,
        headers[HEADER.locale].toLowerCase(),
      ),
    },
  }),

  /** Idempotent: asking twice for the same email and sku keeps one subscription. */
  subscribeBackInStock: async ({ body, world }) => {
    const found = resolveProductId(indexOf(world), body.productId);
    if (!found?.product.online || !found.product.variants.some((v) => v.sku === body.sku))
      return failure('PLP400');
    await subscribeBackInStock(world, body);
    return {};
  },
} satisfies AreaHandlers;
