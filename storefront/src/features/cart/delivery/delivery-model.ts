import type { Cart } from '../../../../../contracts/entities/cart';
import type { CartItem, CartItemShippingOption } from '../../../../../contracts/entities/cart-item';
import type {
  ShippingMethodCode,
  ShippingMethodOption,
} from '../../../../../contracts/entities/shipping-method';

/**
 * Delivery of one cart line as plain data (spec 000 sections 3, 4 and 9): its current method, the shipment
 * it belongs to, and the methods the shopper may switch to under the site's flags.
 */

/** Methods that need a store (the contract's STORE_SHIPPING_METHOD_CODES, kept Zod-free here). */
const STORE_CODES: readonly ShippingMethodCode[] = ['pickup', 'sts'];
export const needsStore = (code: ShippingMethodCode): boolean => STORE_CODES.includes(code);

/** The site flags that decide which methods are offered. */
export interface DeliveryFlags {
  /** Ship-to-store and pickup orders depend on it (spec 000 section 4). */
  readonly allowPickupOrder: boolean;
  readonly shipToStore: boolean;
  readonly collectionPoints: boolean;
}

export interface LineDelivery {
  readonly code: ShippingMethodCode;
  readonly label: string;
  readonly deliveryTime?: string | undefined;
  /** The store of a pickup or ship-to-store line. */
  readonly storeId?: string | undefined;
}

/** The line's selected option; a line without options is delivered by its default method. */
export function currentDelivery(line: CartItem): LineDelivery | undefined {
  const selected = line.shippingOptions?.find((o) => o.selected);
  if (!selected) return undefined;
  return {
    code: selected.shippingMethod.code,
    label: selected.shippingMethod.label,
    deliveryTime: selected.shippingMethod.deliveryTime ?? line.deliveryTime,
    storeId: needsStore(selected.shippingMethod.code) ? selected.storeInfo?.id : undefined,
  };
}

/**
 * The shipment of the line: the cart's shipment of the same method (and store), else the id the API gives
 * such a shipment (a home method's code; `code-storeId` for a store method).
 */
export function shippingIdOf(cart: Pick<Cart, 'shippingMethods'>, delivery: LineDelivery): string {
  const found = cart.shippingMethods?.find(
    (s) => s.code === delivery.code && (!needsStore(s.code) || s.storeId === delivery.storeId),
  );
  if (found) return found.shippingId;
  return needsStore(delivery.code) && delivery.storeId
    ? `${delivery.code}-${delivery.storeId}`
    : delivery.code;
}

/** Whether the site offers a method at all. */
function methodAllowed(code: ShippingMethodCode, flags: DeliveryFlags): boolean {
  if (code === 'pickup') return flags.allowPickupOrder;
  if (code === 'sts') return flags.allowPickupOrder && flags.shipToStore;
  if (code === 'pudo') return flags.collectionPoints;
  return true;
}

/** Spec 000 section 9: 'same day' counts as 0, else the first digit of an 'N-M' range, default 1. */
export function deliveryTimeRank(deliveryTime: string | undefined): number {
  if (!deliveryTime) return 1;
  if (deliveryTime.trim().toLowerCase() === 'same day') return 0;
  const digit = /\d/.exec(deliveryTime);
  return digit ? Number(digit[0]) : 1;
}

export interface MethodChoice extends ShippingMethodOption {
  readonly available: boolean;
  readonly needsStore: boolean;
}

/**
 * The methods the change dialog lists: the line's options the site allows, fastest first. `applicable`
 * (the shipment's applicable methods, asked at the chosen store) makes a store method available when that
 * store can serve it; home methods keep the line's own availability.
 */
export function methodChoices(
  options: readonly CartItemShippingOption[],
  flags: DeliveryFlags,
  applicable?: readonly ShippingMethodOption[],
): MethodChoice[] {
  const seen = new Set<ShippingMethodCode>();
  const choices: MethodChoice[] = [];
  for (const option of options) {
    const { code } = option.shippingMethod;
    if (seen.has(code) || !methodAllowed(code, flags)) continue;
    seen.add(code);
    const atChosenStore = applicable?.some((m) => m.code === code) ?? false;
    choices.push({
      ...option.shippingMethod,
      available: option.available || (needsStore(code) && atChosenStore),
      needsStore: needsStore(code),
    });
  }
  return choices
    .map((choice, index) => ({ choice, index }))
    .sort(
      (a, b) =>
        deliveryTimeRank(a.choice.deliveryTime) - deliveryTimeRank(b.choice.deliveryTime) ||
        a.index - b.index,
    )
    .map(({ choice }) => choice);
}

export interface StoreLines {
  readonly code: ShippingMethodCode;
  readonly storeId: string;
  readonly itemIds: readonly string[];
}

/** The cart's pickup and ship-to-store lines, grouped by method and store (what a store change moves). */
function storeBoundLines(cart: Pick<Cart, 'items'>): StoreLines[] {
  const groups = new Map<string, { code: ShippingMethodCode; storeId: string; itemIds: string[] }>();
  for (const line of cart.items) {
    const delivery = currentDelivery(line);
    if (!delivery?.storeId || !needsStore(delivery.code)) continue;
    const key = `${delivery.code}-${delivery.storeId}`;
    const group = groups.get(key) ?? { code: delivery.code, storeId: delivery.storeId, itemIds: [] };
    group.itemIds.push(line.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Lines that would move when the shopper picks `storeId`: store-bound lines at another store. */
export function linesToMove(cart: Pick<Cart, 'items'>, storeId: string): StoreLines[] {
  return storeBoundLines(cart).filter((g) => g.storeId !== storeId);
}

/**
 * Gift options are packed in the warehouse (docs/decisions.md "Gift options"): not for e-gift cards
 * (GFO405), not for lines picked up off a store's shelf (GFO404), not for gift-with-purchase lines.
 */
export type GiftOptionBlock = 'digital' | 'pickup' | 'bonus';
export function giftOptionBlock(line: CartItem): GiftOptionBlock | undefined {
  if (line.bonus) return 'bonus';
  if (line.isDigitalProduct) return 'digital';
  if (currentDelivery(line)?.code === 'pickup') return 'pickup';
  return undefined;
}
