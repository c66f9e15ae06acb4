import type { BuyInStoreSession } from '../../../contracts/entities/store-associate';
import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../auth/session';
import { currencyForLocale } from '../catalogue/money';
import { ownerFor } from './cart-owner';

export interface NewCartInput {
  readonly locale: string;
  readonly favoriteStoreId?: string | undefined;
  readonly buyInStoreSession?: BuyInStoreSession | undefined;
}

/** A fresh, empty cart of a session: currency from the locale (CAD in Canada, else USD), owned by the caller. */
export function emptyCart(id: string, now: Date, session: Session, input: NewCartInput): CartRecord {
  return {
    id,
    currency: currencyForLocale(input.locale),
    locale: input.locale.toLowerCase(),
    owner: ownerFor(session),
    createdAt: now.toISOString(),
    lines: [],
    coupons: [],
    verifiedShippingAddress: false,
    shipments: [],
    instruments: [],
    priceAdjustments: [],
    ...(input.favoriteStoreId ? { favoriteStoreId: input.favoriteStoreId } : {}),
    ...(input.buyInStoreSession ? { buyInStoreSession: input.buyInStoreSession } : {}),
    flash: [],
    customerNotifications: [],
    checkout: 'OPEN',
  };
}
