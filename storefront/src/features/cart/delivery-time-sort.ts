import type { CartItem } from '../../commerce/cart';

/**
 * Delivery time sort (spec 000 section 9): 'same day' counts as 0, an 'N-M' day range as its first number N,
 * anything else (missing, unknown text) as 1. Lines sort by it, fastest first, keeping the cart's order
 * among equals; with `bonusFirst` (guest bonus items configured to lead) bonus lines come first.
 */
const DEFAULT_DELIVERY_RANK = 1;

export function deliveryRank(deliveryTime: string | undefined): number {
  const text = deliveryTime?.trim().toLowerCase() ?? '';
  if (text === 'same day') return 0;
  const range = /^(\d+)\s*-\s*\d+/.exec(text);
  return range?.[1] ? Number(range[1]) : DEFAULT_DELIVERY_RANK;
}

/** A line's delivery time: its own, else that of its selected delivery option. */
function deliveryTimeOf(item: Pick<CartItem, 'deliveryTime' | 'shippingOptions'>): string | undefined {
  return item.deliveryTime ?? item.shippingOptions?.find((o) => o.selected)?.shippingMethod.deliveryTime;
}

export function sortByDeliveryTime<T extends Pick<CartItem, 'deliveryTime' | 'shippingOptions' | 'bonus'>>(
  items: readonly T[],
  options: { readonly bonusFirst?: boolean } = {},
): T[] {
  const bonusRank = (item: T) => (options.bonusFirst && item.bonus ? 0 : 1);
  return items
    .map((item, index) => ({ item, index, rank: deliveryRank(deliveryTimeOf(item)) }))
    .sort((a, b) => bonusRank(a.item) - bonusRank(b.item) || a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
