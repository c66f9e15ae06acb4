import { Collection } from '@msw/data';
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
import { copyRecord } from './copy-record';
import type { SeedData } from './seed/seed-data';
import { NO_SHIFT, type SeedShift, shiftedCopy } from './seed/seed-time';

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

/** Promotion windows and gift card expiries move with the world's start (seed-time.ts). */
export async function createCommerceStore(
  _data: SeedData,
  shift: SeedShift = NO_SHIFT,
): Promise<CommerceStore> {
  const store: CommerceStore = {
    carts: new Collection({ schema: cartRecord }),
    orders: new Collection({ schema: orderRecord }),
    savedLists: new Collection({ schema: savedListRecord }),
    favorites: new Collection({ schema: favoritesRecord }),
    giftCards: new Collection({ schema: giftCardRecord }),
    couponUsage: new Collection({ schema: couponUsageRecord }),
    fingerprints: new Collection({ schema: fingerprintRecord }),
    promotions: shiftedCopy(PROMOTIONS, shift),
  };
  for (const card of SEEDED_GIFT_CARDS) await store.giftCards.create(shiftedCopy(card, shift));
  for (const usage of SEEDED_COUPON_USAGE) await store.couponUsage.create(copyRecord(usage));
  return store;
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
