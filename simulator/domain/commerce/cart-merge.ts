import type { CartLineRecord, CartRecord } from '../../db/commerce-records';

const sameLine = (a: CartLineRecord, b: CartLineRecord) =>
  a.sku === b.sku &&
  a.recipeId === b.recipeId &&
  a.delivery.code === b.delivery.code &&
  a.delivery.storeId === b.delivery.storeId;

/** The guest lines merged into the consumer's cart (pure). */
export function mergeCarts(into: CartRecord, from: CartRecord): CartRecord {
  const lines = into.lines.map((l) => ({ ...l }));
  for (const guestLine of from.lines) {
    const match = lines.find((l) => sameLine(l, guestLine));
    if (match) match.qty = Math.min(match.maxQty, match.qty + guestLine.qty);
    else lines.push({ ...guestLine });
  }
  const codes = new Set(into.coupons.map((c) => c.code));
  return {
    ...into,
    lines,
    coupons: [...into.coupons, ...from.coupons.filter((c) => !codes.has(c.code))],
    checkout: 'OPEN',
    customerNotifications: [
      ...into.customerNotifications.filter((n) => n.code !== 'CART_ITEMS_MERGED'),
      {
        code: 'CART_ITEMS_MERGED',
        severity: 'info',
        message: 'Items from your previous visit were added to your cart.',
      },
    ],
  };
}
