import type { Cart } from '../../commerce/cart';

/**
 * What the totals rows read beyond the totals themselves (pure): the part of the discounts that pays for
 * shipping (the SHIPPING-level order promotions), and the free gifts a promotion added as bonus lines.
 */

/** What a cart's or an order's totals rows show. */
export interface PricedFacts {
  readonly totals: Cart['totals'];
  /** The order and shipping promotions with their amounts (negative); absent on an order of the older shape. */
  readonly orderPromotions?: Cart['orderPromotions'];
  readonly items: Cart['items'];
}

/**
 * The shipping discount: what the SHIPPING-level promotions took off, at most the shipping itself. The
 * totals' `totalDiscount` holds it too, so the discounts row shows the rest and shipping shows what is paid.
 */
export function shippingDiscountOf(facts: PricedFacts): number {
  const shipping = facts.totals.shipping ?? 0;
  const off = (facts.orderPromotions ?? [])
    .filter((p) => p.level === 'SHIPPING')
    .reduce((sum, p) => sum + Math.abs(p.price), 0);
  return Math.min(shipping, Math.round(off * 100) / 100);
}

/**
 * Units of the bonus lines (free gifts). The totals count the units bought (`totalUnits`); a gift is listed
 * with them, so the rows name it on its own rather than leave "Items (1)" above two lines.
 */
export function giftUnitsOf(facts: Pick<PricedFacts, 'items'>): number {
  return facts.items.filter((item) => item.bonus).reduce((sum, item) => sum + item.qty, 0);
}
