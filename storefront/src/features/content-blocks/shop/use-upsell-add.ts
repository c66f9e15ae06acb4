import { useState } from 'react';
import type { UpsellItem } from '../../../../../contracts/entities/content-blocks-commerce';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { isAddToCartError, useAddToCart } from '../../cart/use-add-to-cart';

/**
 * Adds upsell items through the cart's own add (it opens the mini cart on success). A failure is kept as
 * the message the 'somethingWentWrong' notice shows (spec 001 section 8): the API's message for the error.
 */
export function useUpsellAdd() {
  const intl = useIntl();
  const cart = useAddToCart();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  /** Adds the items one after the other (the sku is the variant's product id); stops at the first failure. */
  const add = async (items: readonly UpsellItem[], key: string) => {
    setError(undefined);
    setBusy(key);
    try {
      for (const item of items) await cart.addItem({ productId: item.sku, qty: 1 });
    } catch (e) {
      const cause = isAddToCartError(e) ? e.cause : e;
      setError(isAddToCartError(e) && e.failure.kind !== 'generic' ? e.text : errorMessage(intl, cause));
    } finally {
      setBusy(undefined);
    }
  };
  return { add, error, dismiss: () => setError(undefined), busy };
}
