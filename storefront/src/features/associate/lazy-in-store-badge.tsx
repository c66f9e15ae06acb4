import { Suspense } from 'react';
import { useSession } from '../../commerce/commerce-context';
import { isInStoreAssociate } from '../../commerce/session-state';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const InStoreBadge = lazyWithMessages(() => import('./in-store-badge'), ['associate']);

/** The in-store strip of the header: its code and texts load only while an associate sells in store. */
export function LazyInStoreBadge() {
  return isInStoreAssociate(useSession()) ? (
    <Suspense fallback={null}>
      <InStoreBadge />
    </Suspense>
  ) : null;
}
