import type { World } from '../../core/world';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { cartCurrency } from '../../domain/commerce/cart-facts';
import {
  type Recheck,
  recheckLines,
  releaseReservation,
  repriceLines,
  reservationLapsed,
} from '../../domain/commerce/cart-recheck';
import type { LineStockFacts } from '../../domain/commerce/stock-check';
import { adjustHomeStock } from '../catalogue/inventory';
import { currentPrice, isSellable, stockAtHome, storeFacts } from './catalogue-port';

/**
 * Re-checks a cart against the world of now: gathers each line's stock and price and the session's time,
 * applies the pure re-check (simulator/domain/commerce/cart-recheck.ts) and gives a lapsed reservation's
 * stock back.
 */

function lineStockFacts(world: World, cart: CartRecord, line: CartLineRecord): LineStockFacts {
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

/** The cart re-checked against this world's stock now. */
export function recheckStock(world: World, cart: CartRecord): Recheck {
  return recheckLines(cart, (line) => lineStockFacts(world, cart, line));
}

function refreshPrices(world: World, cart: CartRecord): CartRecord {
  return repriceLines(cart, (sku) => currentPrice(world, sku, cartCurrency(cart)));
}

/** A reservation that has lapsed gives its stock back (reserveWithItem). */
export async function lapseReservation(world: World, cart: CartRecord): Promise<CartRecord> {
  if (!reservationLapsed(cart, world.clock.now())) return cart;
  for (const line of cart.lines) {
    if (line.reservedQty > 0) await adjustHomeStock(world, line.sku, line.reservedQty);
  }
  return releaseReservation(cart);
}

/** refresh=true on the cart calls, and prepare order: lapse, prices, then stock. */
export async function refreshCart(world: World, cart: CartRecord): Promise<Recheck> {
  const lapsed = await lapseReservation(world, cart);
  return recheckStock(world, refreshPrices(world, lapsed));
}
