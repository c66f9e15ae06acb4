import { Suspense } from 'react';
import type { Cart } from '../../commerce/cart';
import { useSession } from '../../commerce/commerce-context';
import { isInStoreAssociate } from '../../commerce/session-state';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const PriceAdjustments = lazyWithMessages(() => import('./price-adjustments'), ['associate']);

/** The cart page's price adjustments: their code and texts load only for an associate selling in store. */
export function LazyPriceAdjustments({ cart }: { cart: Cart }) {
  return isInStoreAssociate(useSession()) ? (
    <Suspense fallback={null}>
      <PriceAdjustments cart={cart} />
    </Suspense>
  ) : null;
}
