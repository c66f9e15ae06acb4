import type { BuyInStoreSession } from '../../../contracts/entities/store-associate';
import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../auth/session';
import { currencyForLocale } from '../catalogue/money';
import { ownerFor } from './cart-access';

/** A fresh, empty cart of a session: currency from the locale (CAD in Canada, else USD), owned by the caller. */
export function newCart(
  world: World,
  session: Session,
  input: {
    locale: string;
    favoriteStoreId?: string | undefined;
    buyInStoreSession?: BuyInStoreSession | undefined;
  },
): CartRecord {
  return {
    id: world.ids.next('bk'),
    currency: currencyForLocale(input.locale),
    locale: input.locale.toLowerCase(),
    owner: ownerFor(session),
    createdAt: world.clock.now().toISOString(),
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
