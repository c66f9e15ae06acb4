import type { Cart } from '../../../contracts/entities/cart';
import type { GiftOption } from '../../../contracts/entities/cart-item';
import type { SetShippingMethodRequest } from '../../../contracts/entities/cart-requests';
import type { CartShippingMethod } from '../../../contracts/entities/shipping-method';
import type { CartCommerce } from './cart';
import type { CommerceDeps } from './commerce-deps';

/** The cart sections the cart page shows; every delivery call answers with the cart in the same shape. */
const CART_VIEW = { expand: 'shippingMethods,approachingPromotions,promoSummary' } as const;

export interface ApplicableQuery {
  readonly postalCode?: string;
  readonly countryCode?: string;
  readonly storeId?: string;
}

/**
 * Delivery and gift options of cart lines (features/cart/delivery): the methods a shipment can use, the
 * method of some lines, and a line's gift message. Kept apart from commerce/cart.ts so the two areas
 * grow without touching each other.
 */
export function cartDeliveryCommerce(deps: CommerceDeps, cart: Pick<CartCommerce, 'getCart'>) {
  return {
    /** The shipment `shippingId` of the cart with the methods all its lines can use (optionally at a store). */
    getApplicableShippingMethods(
      basketId: string,
      shippingId: string,
      query: ApplicableQuery = {},
    ): Promise<CartShippingMethod> {
      return deps.call('getApplicableShippingMethods', { params: { basketId, shippingId }, query });
    },

    /** One method (with its store, collection point or contact) for the given lines. */
    setShippingMethod(request: SetShippingMethodRequest): Promise<Cart> {
      return deps.call('setShippingMethod', { query: CART_VIEW, body: request });
    },

    /** Sets a line's gift option; null removes it. */
    setGiftOption(basketId: string, itemId: string, giftOption: GiftOption | null): Promise<Cart> {
      return deps.call('updateCartItem', {
        params: { basketId },
        query: CART_VIEW,
        body: { itemId, giftOption },
      });
    },

    /**
     * The shopper's cart, or undefined when there is none yet (the store picker opened from a product). Read
     * by the cart area, so a stale cart id is recovered as on every cart call.
     */
    async currentCart(): Promise<Cart | undefined> {
      return (await cart.getCart()) ?? undefined;
    },
  };
}
