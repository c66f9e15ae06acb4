import type { FlashEntry } from '../../../contracts/entities/flash';
import type { World } from '../../core/world';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { cartCurrency } from '../../domain/commerce/cart-facts';
import { destinationOf } from '../../domain/commerce/cart-item-view';
import { priceProblem } from '../../domain/commerce/item-rules';
import { type LineChange, type LineStockFacts, recheckLine } from '../../domain/commerce/stock-check';
import { adjustHomeStock } from '../catalogue/inventory';
import { currentPrice, isSellable, stockAtHome, storeFacts } from './catalogue-port';

/**
 * Re-checks a cart against the world of now: stock (delivery notices and item codes, spec 000 sections 4
 * and 8), prices (a PRICE_CHANGED notice) and a lapsed reservation (stock given back, CART_EXPIRED).
 * Only real changes produce flash entries, so a line that stays out of stock is not announced twice.
 */

export function lineStockFacts(world: World, cart: CartRecord, line: CartLineRecord): LineStockFacts {
  return {
    lineId: line.id,
    productId: line.sku,
    qty: line.qty,
    code: line.delivery.code,
    sellable: isSellable(world, line.sku, cartCurrency(cart)),
    isDigital: line.isDigital,
    isCustoms: line.isCustoms,
    hasRecipe: line.recipeId !== undefined,
    homeStock: stockAtHome(world, line.sku) + line.reservedQty,
    store: storeFacts(world, line.delivery.storeId, line.sku),
    favouriteStore: storeFacts(world, cart.favoriteStoreId, line.sku),
  };
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

function changed(line: CartLineRecord, change: LineChange): boolean {
  return (
    change.qty !== line.qty ||
    change.code !== line.delivery.code ||
    (change.storeId ?? undefined) !== (line.delivery.storeId ?? undefined) ||
    change.available !== line.available ||
    !sameCodes(change.codes, line.codes)
  );
}

export interface Recheck {
  readonly cart: CartRecord;
  /** The changes that were applied (with their flash entries). */
  readonly changes: LineChange[];
}

export function recheckStock(world: World, cart: CartRecord): Recheck {
  const destination = destinationOf(cart);
  const changes: LineChange[] = [];
  const flash: FlashEntry[] = [];
  const lines = cart.lines.map((line) => {
    const change = recheckLine(lineStockFacts(world, cart, line), destination);
    if (!changed(line, change)) return line;
    const news = change.available || line.available ? change.flash : [];
    changes.push({ ...change, flash: news });
    flash.push(...news);
    const delivery = change.storeId ? { code: change.code, storeId: change.storeId } : { code: change.code };
    return { ...line, qty: change.qty, delivery, codes: change.codes, available: change.available };
  });
  return { cart: { ...cart, lines, flash: [...cart.flash, ...flash] }, changes };
}

export function refreshPrices(world: World, cart: CartRecord): CartRecord {
  let moved = false;
  const lines = cart.lines.map((line) => {
    const price = currentPrice(world, line.sku, cartCurrency(cart));
    if (!price || priceProblem(price) || line.recipeId) return line;
    if (price.current === line.unitPrice && price.original === line.originalUnitPrice) return line;
    moved = true;
    return { ...line, unitPrice: price.current, originalUnitPrice: price.original };
  });
  if (!moved) return cart;
  return {
    ...cart,
    lines,
    customerNotifications: [
      ...cart.customerNotifications.filter((n) => n.code !== 'PRICE_CHANGED'),
      { code: 'PRICE_CHANGED', severity: 'info', message: 'Some prices in your cart have changed.' },
    ],
  };
}

/** A reservation that has lapsed gives its stock back (reserveWithItem). */
export async function lapseReservation(world: World, cart: CartRecord): Promise<CartRecord> {
  if (!cart.reservedUntil || Date.parse(cart.reservedUntil) > world.clock.now().getTime()) return cart;
  if (!cart.lines.some((l) => l.reservedQty > 0)) return cart;
  for (const line of cart.lines) {
    if (line.reservedQty > 0) await adjustHomeStock(world, line.sku, line.reservedQty);
  }
  return {
    ...cart,
    lines: cart.lines.map((l) => ({ ...l, reservedQty: 0 })),
    customerNotifications: [
      ...cart.customerNotifications,
      {
        code: 'CART_EXPIRED',
        severity: 'warning',
        message: 'Your reservation has expired; items are no longer held.',
      },
    ],
  };
}

/** refresh=true on the cart calls, and prepare order: lapse, prices, then stock. */
export async function refreshCart(world: World, cart: CartRecord): Promise<Recheck> {
  const lapsed = await lapseReservation(world, cart);
  return recheckStock(world, refreshPrices(world, lapsed));
}
