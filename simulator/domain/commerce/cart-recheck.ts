import type { FlashEntry } from '../../../contracts/entities/flash';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { destinationOf } from './cart-item-view';
import { priceProblem } from './item-rules';
import { type LineChange, type LineStockFacts, recheckLine } from './stock-check';

/**
 * Re-checking a cart against gathered facts (simulator/services/commerce/cart-refresh.ts gathers them):
 * stock (delivery notices and item codes, spec 000 sections 4 and 8), prices (a PRICE_CHANGED notice) and a
 * lapsed reservation (CART_EXPIRED, the held units to give back). Only real changes produce flash entries,
 * so a line that stays out of stock is not announced twice.
 */

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

/** The cart after a stock check of each line (`stockOf` answers a line's gathered stock facts). */
export function recheckLines(cart: CartRecord, stockOf: (line: CartLineRecord) => LineStockFacts): Recheck {
  const destination = destinationOf(cart);
  const changes: LineChange[] = [];
  const flash: FlashEntry[] = [];
  const lines = cart.lines.map((line) => {
    const change = recheckLine(stockOf(line), destination);
    if (!changed(line, change)) return line;
    const news = change.available || line.available ? change.flash : [];
    changes.push({ ...change, flash: news });
    flash.push(...news);
    const delivery = change.storeId ? { code: change.code, storeId: change.storeId } : { code: change.code };
    return { ...line, qty: change.qty, delivery, codes: change.codes, available: change.available };
  });
  return { cart: { ...cart, lines, flash: [...cart.flash, ...flash] }, changes };
}

/** The cart with its lines at their current prices (`priceOf` answers a sku's price now, minor units). */
export function repriceLines(
  cart: CartRecord,
  priceOf: (sku: string) => { current: number; original: number } | undefined,
): CartRecord {
  let moved = false;
  const lines = cart.lines.map((line) => {
    const price = priceOf(line.sku);
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

/** Whether the cart's reservation (reserveWithItem) has lapsed at `now` with units still held. */
export const reservationLapsed = (cart: CartRecord, now: Date): boolean =>
  Boolean(cart.reservedUntil) &&
  !(Date.parse(cart.reservedUntil ?? '') > now.getTime()) &&
  cart.lines.some((l) => l.reservedQty > 0);

/** The cart once a lapsed reservation's units are given back: nothing held, CART_EXPIRED. */
export function releaseReservation(cart: CartRecord): CartRecord {
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
