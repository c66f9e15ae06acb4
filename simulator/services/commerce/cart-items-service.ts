import type { FlashEntry } from '../../../contracts/entities/flash';
import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { cartCurrency } from '../../domain/commerce/cart-facts';
import { flashEntry } from '../../domain/commerce/flash';
import { namesGiftProduct } from '../../domain/commerce/item-rules';
import { maxQtyFor, quantityToAdd, quantityToSet } from '../../domain/commerce/quantity';
import { defaultCode, STORE_CODES } from '../../domain/commerce/shipping';
import { type Failure, failure, isFailure } from '../../domain/failure';
import {
  resolveSellable,
  type Sellable,
  stockAtHome,
  storeExists,
  storeFacts,
  unsellableBecause,
} from './catalogue-port';

/**
 * Adding, changing and removing cart lines: resolves the product, picks the delivery, checks stock and
 * quantity rules, and returns the next cart state (the handler saves it). Stock is not taken here; it is
 * checked again at prepare and place order.
 */

type AddCartItem = RequestBodyOf<'addCartItem'>;

/**
 * A line to add: the add-item body without its cart id (the create-with-item and reserve calls send the
 * same product fields); a move from the saved-for-later list also names the consumer it belonged to.
 */
export type AddItem = Readonly<
  Pick<AddCartItem, 'qty'> &
    Partial<Pick<AddCartItem, 'productId' | 'upc' | 'recipeId' | 'storeId' | 'shippingMethod' | 'giftOption'>>
> & {
  readonly saveForLater?:
    | (NonNullable<AddCartItem['saveForLater']> & { consumerId?: string | undefined })
    | undefined;
};

/** Units a delivery can supply for a sku, or a failure naming why the store cannot supply it. */
export function stockFor(
  world: World,
  sku: string,
  item: { isDigital: boolean; isCustoms: boolean },
  code: ShippingMethodCode,
  storeId: string | undefined,
): number | Failure {
  if (item.isDigital || item.isCustoms) return Number.POSITIVE_INFINITY;
  if (!STORE_CODES.includes(code)) return stockAtHome(world, sku);
  const store = storeFacts(world, storeId, sku);
  if (!store) return failure('STR404');
  if (!store.allowPickupOrder)
    return failure('INV701', 'This item cannot be ordered for pickup or ship to store.');
  if (code === 'pickup') {
    if (!store.pickupEnabled) return failure('SHP404', 'This store does not offer pickup.');
    if (store.stock <= 0) return failure('INV701', 'This store has no stock of this item.');
    return store.stock;
  }
  if (!store.stsEnabled) return failure('SHP404', 'This store does not offer ship to store.');
  return stockAtHome(world, sku);
}

/** The delivery of a new line: what was asked, else pickup when a store was given, else the default. */
function deliveryFor(
  world: World,
  sellable: Sellable,
  item: AddItem,
): { code: ShippingMethodCode; storeId?: string } | Failure {
  const forced = sellable.isDigital
    ? 'digital'
    : sellable.isCustoms && sellable.recipeId
      ? 'customs'
      : undefined;
  const asked = item.shippingMethod ?? (item.storeId ? 'pickup' : undefined);
  if (forced) {
    if (asked && asked !== forced) return failure('SHP404', `This item ships by ${forced} only.`);
    return { code: forced };
  }
  // Without a recipe a customisable product is not made to order yet: it ships home and is flagged
  // ProductItemRequired, rather than refused.
  const code = asked ?? defaultCode({ ...sellable, isCustoms: sellable.isCustoms && !!sellable.recipeId });
  if (code === 'digital' || code === 'customs') return failure('SHP404');
  if (STORE_CODES.includes(code)) {
    if (!item.storeId) return failure('STR404', 'Choose a store for pickup or ship to store.');
    if (!storeExists(world, item.storeId)) return failure('STR404');
    return { code, storeId: item.storeId };
  }
  return { code };
}

const sameLine = (
  line: CartLineRecord,
  s: Sellable,
  delivery: { code: ShippingMethodCode; storeId?: string },
) =>
  line.sku === s.sku &&
  line.recipeId === s.recipeId &&
  line.delivery.code === delivery.code &&
  line.delivery.storeId === delivery.storeId;

interface LineResult {
  readonly cart: CartRecord;
  readonly lineId: string;
}

/** The gift-with-purchase products of the world's promotions: never added or chosen by the shopper. */
const giftProducts = (world: World) =>
  world.db.commerce.promotions.flatMap((p) => (p.benefit.kind === 'GIFT' ? [p.benefit.gift] : []));

const GIFT_REFUSED = 'The free gift is added by its promotion and cannot be added or chosen.';

/** A line's product that went offline or lost its price: the coded ids of a change to an existing line. */
const LINE_PROBLEM = { ORD404: 'ORD430', NO_PRICE: 'INV702', INVALID_PRICE: 'INVALID_PRICE' } as const;

export function addItem(world: World, cart: CartRecord, item: AddItem): LineResult | Failure {
  if (namesGiftProduct(item, giftProducts(world))) return failure('GWP403', GIFT_REFUSED);
  const sellable = resolveSellable(world, item, cartCurrency(cart), cart.locale);
  if (isFailure(sellable)) return sellable;
  if (item.storeId && !storeExists(world, item.storeId)) return failure('STR404');
  const delivery = deliveryFor(world, sellable, item);
  if (isFailure(delivery)) return delivery;
  const needsRecipe = sellable.isCustoms && !sellable.recipeId;
  const maxQty = maxQtyFor({ isDigital: sellable.isDigital, isCustoms: sellable.isCustoms && !needsRecipe });
  const stock = stockFor(
    world,
    sellable.sku,
    { ...sellable, isCustoms: !needsRecipe && sellable.isCustoms },
    delivery.code,
    delivery.storeId,
  );
  if (typeof stock !== 'number') return stock;

  const existing = cart.lines.find((l) => sameLine(l, sellable, delivery));
  const outcome = quantityToAdd(existing?.qty ?? 0, item.qty, {
    maxQty,
    stock,
    otherVariantsInStock: sellable.otherVariantsInStock,
  });
  if (isFailure(outcome)) return outcome;

  const id = existing?.id ?? world.ids.next('it');
  const codes = needsRecipe ? [...outcome.codes, 'ProductItemRequired' as const] : outcome.codes;
  const flash: FlashEntry[] = codes.map((code) =>
    flashEntry(code, {
      itemId: id,
      productId: sellable.sku,
      ...(code === 'ProductItemMaxQuantity' ? { maxQty } : {}),
    }),
  );
  const line: CartLineRecord = existing
    ? { ...existing, qty: outcome.qty, codes, ...(item.giftOption ? { giftOption: item.giftOption } : {}) }
    : {
        id,
        sku: sellable.sku,
        productId: sellable.productId,
        masterId: sellable.masterId,
        upc: sellable.upc,
        name: sellable.name,
        imageUrl: sellable.imageUrl,
        slug: sellable.slug,
        pdpUrl: sellable.pdpUrl,
        attributes: sellable.attributes,
        qty: outcome.qty,
        maxQty,
        unitPrice: sellable.unitPrice,
        originalUnitPrice: sellable.originalUnitPrice,
        ...(sellable.recipeId ? { recipeId: sellable.recipeId } : {}),
        isCustoms: sellable.isCustoms,
        isDigital: sellable.isDigital,
        ...(item.giftOption ? { giftOption: item.giftOption } : {}),
        delivery,
        ...(item.saveForLater ? { saveForLater: item.saveForLater } : {}),
        codes,
        available: !needsRecipe,
        reservedQty: 0,
      };
  const lines = existing ? cart.lines.map((l) => (l.id === id ? line : l)) : [...cart.lines, line];
  return { cart: { ...cart, lines, flash: [...cart.flash, ...flash] }, lineId: id };
}

type UpdateItem = Readonly<RequestBodyOf<'updateCartItem'>>;

export function updateItem(world: World, cart: CartRecord, change: UpdateItem): CartRecord | Failure {
  const line = cart.lines.find((l) => l.id === change.itemId);
  if (!line) return failure('ORD404', 'This line is not in the cart.');
  let next: CartLineRecord = { ...line };
  const currency = cartCurrency(cart);
  if (change.productId && namesGiftProduct(change, giftProducts(world)))
    return failure('GWP403', GIFT_REFUSED);
  if (change.productId && change.productId !== line.sku) {
    const other = resolveSellable(world, { productId: change.productId }, currency, cart.locale);
    if (isFailure(other)) {
      const coded = LINE_PROBLEM[other.errorId as keyof typeof LINE_PROBLEM];
      return coded ? failure(coded) : other;
    }
    if (other.masterId !== line.masterId)
      return failure('ITEM_NOT_AVAILABLE', 'Choose another size or colour of the same product.');
    next = {
      ...next,
      sku: other.sku,
      productId: other.productId,
      upc: other.upc,
      name: other.name,
      imageUrl: other.imageUrl,
      attributes: other.attributes,
      unitPrice: other.unitPrice,
      originalUnitPrice: other.originalUnitPrice,
      codes: [],
      available: true,
    };
  }
  if (change.storeId) {
    if (!storeExists(world, change.storeId)) return failure('STR404');
    next = {
      ...next,
      delivery: {
        code: STORE_CODES.includes(next.delivery.code) ? next.delivery.code : 'pickup',
        storeId: change.storeId,
      },
    };
  }
  if (change.giftOption === null) {
    const { giftOption: _removed, ...rest } = next;
    next = rest;
  } else if (change.giftOption) {
    next = { ...next, giftOption: change.giftOption };
  }
  const flash: FlashEntry[] = [];
  if (change.qty !== undefined || change.productId || change.storeId) {
    const problem = unsellableBecause(world, next.sku, currency);
    if (problem) return failure(LINE_PROBLEM[problem]);
    const stock = stockFor(
      world,
      next.sku,
      { ...next, isCustoms: next.isCustoms && !!next.recipeId },
      next.delivery.code,
      next.delivery.storeId,
    );
    if (typeof stock !== 'number') return stock;
    const outcome = quantityToSet(change.qty ?? next.qty, { maxQty: next.maxQty, stock });
    if (isFailure(outcome)) return outcome;
    next = { ...next, qty: outcome.qty, codes: outcome.codes };
    flash.push(...outcome.codes.map((code) => flashEntry(code, { itemId: next.id, productId: next.sku })));
  }
  return {
    ...cart,
    lines: cart.lines.map((l) => (l.id === line.id ? next : l)),
    flash: [...cart.flash, ...flash],
  };
}

export function removeItem(cart: CartRecord, itemId: string): CartRecord | Failure {
  if (!cart.lines.some((l) => l.id === itemId)) return failure('ORD404', 'This line is not in the cart.');
  return {
    ...cart,
    lines: cart.lines.filter((l) => l.id !== itemId),
    priceAdjustments: cart.priceAdjustments.filter((a) => a.itemId !== itemId),
  };
}
