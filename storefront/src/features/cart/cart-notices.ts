import { FLASH_CODE_GROUPS } from '../../../../contracts/errors/error-ids';
import type { Cart, CartItem } from '../../commerce/cart';

/**
 * What a cart answer asks the shopper to notice (spec 000 sections 4 and 8), as data the page renders:
 * notices at the top (delivery changes with the order-updated message, merged or expired cart, something
 * went wrong) and, per line, its stock state and item codes with their friendly message ids.
 */

export type NoticeTone = 'info' | 'warning' | 'error';

export interface CartNotice {
  readonly key: string;
  /** A message id of the cart catalogue (cart.notice.*, cart.code.*). */
  readonly messageId: string;
  readonly tone: NoticeTone;
}

const DELIVERY_CODES: readonly string[] = FLASH_CODE_GROUPS.deliveryNotices;
const ITEM_CODES: readonly string[] = [...FLASH_CODE_GROUPS.itemStock, 'InvalidShippingAddress'];

const NOTIFICATION_MESSAGES: Readonly<Record<string, string>> = {
  CART_ITEMS_MERGED: 'cart.notice.merged',
  CART_EXPIRED: 'cart.notice.expired',
  ORDER_UPDATED: 'cart.notice.orderUpdated',
  GENERIC: 'cart.notice.generic',
};

export function cartNotices(cart: Pick<Cart, 'flash' | 'customerNotifications'>): CartNotice[] {
  const notices: CartNotice[] = [];
  const seen = new Set<string>();
  const add = (notice: CartNotice) => {
    if (seen.has(notice.messageId)) return;
    seen.add(notice.messageId);
    notices.push(notice);
  };
  const deliveryChanges = (cart.flash ?? []).filter((f) => DELIVERY_CODES.includes(f.code));
  if (deliveryChanges.length > 0)
    add({ key: 'order-updated', messageId: 'cart.notice.orderUpdated', tone: 'info' });
  for (const flash of deliveryChanges)
    add({ key: flash.code, messageId: `cart.code.${flash.code}`, tone: 'info' });
  for (const n of cart.customerNotifications ?? []) {
    const messageId = NOTIFICATION_MESSAGES[n.code];
    if (messageId) add({ key: n.code, messageId, tone: n.severity });
  }
  return notices;
}

/** Item stock states (spec 000 section 4): partial (inventory missing), full missing, not available. */
export type StockState = 'partial' | 'missing' | 'unavailable';

/** The item codes of a line: its own and the cart's flash entries naming it, item codes only, once each. */
export function itemCodes(item: Pick<CartItem, 'id' | 'codes'>, cart: Pick<Cart, 'flash'>): string[] {
  const fromFlash = (cart.flash ?? []).filter((f) => f.details.itemId === item.id).map((f) => f.code);
  return [...new Set([...(item.codes ?? []), ...fromFlash])].filter((c) => ITEM_CODES.includes(c));
}

export function stockStateOf(item: Pick<CartItem, 'available'>, codes: readonly string[]): StockState | null {
  if (codes.includes('ProductItemNotAvailable') || !item.available) return 'unavailable';
  if (codes.includes('ProductLineItemFullInventoryMissing')) return 'missing';
  if (codes.includes('ProductLineItemInventoryMissing')) return 'partial';
  return null;
}
