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
import type { SeedData } from './seed/seed-data';
import { NO_SHIFT, type SeedShift, shiftedCopy } from './seed/seed-time';
import { sharedPerSeed } from './shared-per-seed';

/**
 * The commerce area's mutable data for one world: carts (state without derived totals), placed orders,
 * saved-for-later lists, favourites with their share tokens, gift cards with balances, coupon redemptions
 * and device fingerprints. Promotions are configuration (commerce-config.ts), the same in every world.
 */
export interface CommerceStore {
  readonly carts: Collection<typeof cartRecord>;
  readonly orders: Collection<typeof orderRecord>;
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
    carts: emptyCollection(cartRecord),
    orders: emptyCollection(orderRecord),
    savedLists: emptyCollection(savedListRecord),
    favorites: emptyCollection(favoritesRecord),
    giftCards: copyOnWrite(seeded.giftCards),
    couponUsage: copyOnWrite(seeded.couponUsage),
    fingerprints: emptyCollection(fingerprintRecord),
    promotions: seeded.promotions,
  };
}

/** Plain copies in and out: records are never mutated outside an update. */
const plain = copyRecord;

export function readCart(store: CommerceStore, id: string): CartRecord | undefined {
  const record = store.carts.findFirst((q) => q.where({ id }));
  return record ? plain(record) : undefined;
}

/** Replaces the stored cart with `next` (keys absent from `next` are removed). */
export async function writeCart(store: CommerceStore, next: CartRecord): Promise<void> {
  const exists = store.carts.findFirst((q) => q.where({ id: next.id }));
  if (!exists) {
    await store.carts.create(plain(next));
    return;
  }
  await store.carts.update((q) => q.where({ id: next.id }), {
    data(draft) {
      const target = draft as Record<string, unknown>;
      for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
      Object.assign(target, plain(next));
    },
  });
}

export function deleteCart(store: CommerceStore, id: string): void {
  store.carts.delete((q) => q.where({ id }));
}

export function readOrder(store: CommerceStore, orderNumber: string): OrderRecord | undefined {
  const record = store.orders.findFirst((q) => q.where({ orderNumber }));
  return record ? plain(record) : undefined;
}

export async function writeOrder(store: CommerceStore, next: OrderRecord): Promise<void> {
  const exists = store.orders.findFirst((q) => q.where({ orderNumber: next.orderNumber }));
  if (!exists) {
    await store.orders.create(plain(next));
    return;
  }
  await store.orders.update((q) => q.where({ orderNumber: next.orderNumber }), {
    data(draft) {
      const target = draft as Record<string, unknown>;
      for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
      Object.assign(target, plain(next));
    },
  });
}
