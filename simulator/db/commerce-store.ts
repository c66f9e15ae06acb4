import type { Collection } from '@msw/data';
import { PROMOTIONS, type Promotion, SEEDED_COUPON_USAGE, SEEDED_GIFT_CARDS } from './commerce-config';
import {
  type CartRecord,
  cartRecord,
  couponUsageRecord,
  favoritesRecord,
  fingerprintRecord,
  giftCardRecord,
  type OrderRecord,
  orderRecord,
  savedListRecord,
} from './commerce-records';
import { copyOnWrite, emptyCollection, sharedCollection } from './copy-on-write-collection';
import { copyRecord } from './copy-record';
import { deepFreeze } from './deep-freeze';
import { RecordTable } from './record-table';
import type { SeedData } from './seed/seed-data';
import { NO_SHIFT, type SeedShift, shiftedCopy } from './seed/seed-time';
import { sharedPerSeed } from './shared-per-seed';

/**
 * The commerce area's mutable data for one world: carts (state without derived totals), placed orders,
 * saved-for-later lists, favourites with their share tokens, gift cards with balances, coupon redemptions
 * and device fingerprints. Promotions are configuration (commerce-config.ts), the same in every world.
 */
export interface CommerceStore {
  /** Whole-record replace stores, read on every cart call: frozen records in plain tables (record-table.ts). */
  readonly carts: RecordTable<CartRecord, 'id'>;
  readonly orders: RecordTable<OrderRecord, 'orderNumber'>;
  readonly savedLists: Collection<typeof savedListRecord>;
  readonly favorites: Collection<typeof favoritesRecord>;
  readonly giftCards: Collection<typeof giftCardRecord>;
  readonly couponUsage: Collection<typeof couponUsageRecord>;
  readonly fingerprints: Collection<typeof fingerprintRecord>;
  readonly promotions: readonly Promotion[];
}

/**
 * The seeded gift cards and coupon redemptions and the promotions, dated from the worlds' start (seed-time.ts):
 * built once per seed and shift and shared; promotions are only read, the collections copied on a world's first write.
 */
async function seededCommerce(_data: SeedData, shift: SeedShift) {
  const [giftCards, couponUsage] = await Promise.all([
    sharedCollection(giftCardRecord, () => SEEDED_GIFT_CARDS.map((card) => shiftedCopy(card, shift))),
    sharedCollection(couponUsageRecord, () => SEEDED_COUPON_USAGE.map((usage) => copyRecord(usage))),
  ]);
  return { giftCards, couponUsage, promotions: deepFreeze(shiftedCopy(PROMOTIONS, shift)) };
}

export async function createCommerceStore(
  data: SeedData,
  shift: SeedShift = NO_SHIFT,
): Promise<CommerceStore> {
  const seeded = await sharedPerSeed(data, shift, seededCommerce);
  return {
    carts: new RecordTable(cartRecord, 'id'),
    orders: new RecordTable(orderRecord, 'orderNumber'),
    savedLists: emptyCollection(savedListRecord),
    favorites: emptyCollection(favoritesRecord),
    giftCards: copyOnWrite(seeded.giftCards),
    couponUsage: copyOnWrite(seeded.couponUsage),
    fingerprints: emptyCollection(fingerprintRecord),
    promotions: seeded.promotions,
  };
}

/**
 * Carts and orders are read as stored: frozen, shared with every holder, never copied. To change one, build
 * the next record (spread) and write it: the write replaces the whole record (keys absent from it go).
 */
export function readCart(store: CommerceStore, id: string): Readonly<CartRecord> | undefined {
  return store.carts.get(id);
}

/** Answers the cart as stored: `next` frozen, or the stored cart itself when `next` changes nothing. */
export async function writeCart(store: CommerceStore, next: CartRecord): Promise<Readonly<CartRecord>> {
  return store.carts.set(next);
}

export function deleteCart(store: CommerceStore, id: string): void {
  store.carts.delete(id);
}

export function readOrder(store: CommerceStore, orderNumber: string): Readonly<OrderRecord> | undefined {
  return store.orders.get(orderNumber);
}

export async function writeOrder(store: CommerceStore, next: OrderRecord): Promise<void> {
  store.orders.set(next);
}
