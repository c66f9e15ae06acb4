import { REGION_COUNTRIES } from '../../../contracts/common/sites';
import type { ShippingMethodCode, ShippingMethodOption } from '../../../contracts/entities/shipping-method';
import { type Minor, toMajor } from './money';

/**
 * Delivery methods per line (spec 000 section 3): `me` the default home delivery, `standard` a slower and
 * cheaper home delivery, `pickup` in store, `sts` ship to store, `pudo` a collection point, `digital` for
 * e-gift cards, `customs` for made-to-order (customised) items. Prices in minor units, one price per
 * shipment (not per line).
 */
interface MethodDefinition {
  readonly label: string;
  readonly price: Minor;
  readonly deliveryTime: string;
}

export const SHIPPING_METHODS: Readonly<Record<ShippingMethodCode, MethodDefinition>> = {
  me: { label: 'Home delivery', price: 795, deliveryTime: '2-4' },
  standard: { label: 'Standard delivery', price: 495, deliveryTime: '5-7' },
  pickup: { label: 'Pick up in store', price: 0, deliveryTime: 'same day' },
  sts: { label: 'Ship to store', price: 0, deliveryTime: '3-5' },
  pudo: { label: 'Collection point', price: 395, deliveryTime: '3-6' },
  digital: { label: 'Email delivery', price: 0, deliveryTime: 'same day' },
  customs: { label: 'Made to order', price: 995, deliveryTime: '14-21' },
};

/** Methods that ship to the shopper's address (the shipping address is required for them). */
export const HOME_CODES: readonly ShippingMethodCode[] = ['me', 'standard', 'customs'];
/** Methods SHIPPING promotions make free. */
const PROMOTABLE_CODES: readonly ShippingMethodCode[] = ['me', 'standard'];
export const STORE_CODES: readonly ShippingMethodCode[] = ['pickup', 'sts'];

export function methodOption(code: ShippingMethodCode): ShippingMethodOption {
  const m = SHIPPING_METHODS[code];
  return { code, label: m.label, price: toMajor(m.price), deliveryTime: m.deliveryTime };
}

/** Countries each region ships to (CANT_SHIP_THERE elsewhere); an unknown region ships anywhere. */
const SERVED_COUNTRIES = REGION_COUNTRIES;

export function shipsTo(region: string | undefined, countryCode: string): boolean {
  const served = region ? SERVED_COUNTRIES[region] : undefined;
  return served === undefined || served.includes(countryCode);
}

/** Countries with collection points. */
export const PUDO_COUNTRIES: readonly string[] = ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE'];

/** Destinations the fast `me` delivery does not reach: it is downgraded to `standard` there. */
const REMOTE: Readonly<Record<string, readonly string[]>> = {
  US: ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'],
  CA: ['NT', 'NU', 'YT'],
};

export interface Destination {
  readonly countryCode: string;
  readonly province?: string | undefined;
}

export function isRemote(destination: Destination | undefined): boolean {
  if (!destination?.province) return false;
  return REMOTE[destination.countryCode]?.includes(destination.province.toUpperCase()) ?? false;
}

/** What decides the methods one line may use. */
export interface LineShippingFacts {
  readonly qty: number;
  readonly isDigital: boolean;
  readonly isCustoms: boolean;
  readonly homeStock: number;
  /** The store considered for pickup and sts: the line's store, else the cart's favourite store. */
  readonly store?: {
    readonly storeId: string;
    readonly stock: number;
    readonly pickupEnabled: boolean;
    readonly stsEnabled: boolean;
    readonly allowPickupOrder: boolean;
  };
}

export function methodAvailability(
  code: ShippingMethodCode,
  line: LineShippingFacts,
  destination: Destination | undefined,
): boolean {
  if (line.isDigital) return code === 'digital';
  if (line.isCustoms) return code === 'customs';
  const home = line.homeStock >= line.qty;
  const store = line.store;
  switch (code) {
    case 'me':
      return home && !isRemote(destination);
    case 'standard':
      return home;
    case 'pudo':
      return home && destination !== undefined && PUDO_COUNTRIES.includes(destination.countryCode);
    case 'pickup':
      return !!store && store.pickupEnabled && store.allowPickupOrder && store.stock >= line.qty;
    case 'sts':
      return !!store && store.stsEnabled && store.allowPickupOrder && home;
    default:
      return false;
  }
}

/** The methods a line can be offered, in display order. */
export function candidateCodes(line: LineShippingFacts): ShippingMethodCode[] {
  if (line.isDigital) return ['digital'];
  if (line.isCustoms) return ['customs'];
  return ['me', 'standard', 'pickup', 'sts', 'pudo'];
}

/** The default method of a new line. */
export function defaultCode(line: { isDigital: boolean; isCustoms: boolean }): ShippingMethodCode {
  if (line.isDigital) return 'digital';
  if (line.isCustoms) return 'customs';
  return 'me';
}

/** The shipment a line belongs to: one per home method, one per store and method, one pudo, one digital. */
export function shippingIdOf(delivery: { code: ShippingMethodCode; storeId?: string | undefined }): string {
  return STORE_CODES.includes(delivery.code) && delivery.storeId
    ? `${delivery.code}-${delivery.storeId}`
    : delivery.code;
}

/** Shipping cost: each distinct shipment pays its method's price once. */
export function shippingCost(
  deliveries: readonly { code: ShippingMethodCode; storeId?: string | undefined }[],
): {
  total: Minor;
  promotable: Minor;
} {
  const seen = new Map<string, ShippingMethodCode>();
  for (const d of deliveries) seen.set(shippingIdOf(d), d.code);
  let total = 0;
  let promotable = 0;
  for (const code of seen.values()) {
    total += SHIPPING_METHODS[code].price;
    if (PROMOTABLE_CODES.includes(code)) promotable += SHIPPING_METHODS[code].price;
  }
  return { total, promotable };
}

/** 'same day' counts as 0, else the first number of an 'N-M' range, default 1 (spec 000 section 9). */
export function deliveryDays(deliveryTime: string | undefined): number {
  if (!deliveryTime) return 1;
  if (deliveryTime.trim().toLowerCase() === 'same day') return 0;
  const match = /^(\d+)/.exec(deliveryTime.trim());
  return match ? Number(match[1]) : 1;
}
