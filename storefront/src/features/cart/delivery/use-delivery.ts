import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../../../contracts/entities/cart';
import type { GiftOption } from '../../../../../contracts/entities/cart-item';
import type { SetShippingMethodRequest } from '../../../../../contracts/entities/cart-requests';
import { useCommerce } from '../../../commerce/commerce-context';
import { reportCartError } from '../cart-banner-store';
import { setCartData } from '../cart-query';

/**
 * Query keys of this feature; the cart itself lives under the cart page's own keys. Its queries hold the
 * shopper's cart, so they say `meta.shopper` (features/session/shopper-queries.ts refetches and drops them).
 */
const SHOPPER = { shopper: true } as const;

const deliveryKeys = {
  all: ['cartDelivery'] as const,
  applicable: (basketId: string, shippingId: string, storeId: string | undefined) =>
    ['cartDelivery', 'applicable', basketId, shippingId, storeId ?? null] as const,
  currentCart: (basketId: string | undefined) => ['cartDelivery', 'cart', basketId ?? null] as const,
};

/**
 * A cart answer of this feature: the cart adapter keeps its snapshot and id (recovery re-adds those lines),
 * the cart query shows it at once, and this feature's own queries refetch.
 */
export function useApplyCart(): (cart: Cart) => void {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  return (cart) => {
    setCartData(queryClient, commerce.cart.noteCart(cart));
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  };
}

/** The methods the shipment can use, asked at the chosen store when there is one. */
export function useApplicableMethods(basketId: string, shippingId: string, storeId: string | undefined) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: deliveryKeys.applicable(basketId, shippingId, storeId),
    meta: SHOPPER,
    queryFn: () =>
      commerce.cartDelivery.getApplicableShippingMethods(basketId, shippingId, storeId ? { storeId } : {}),
  });
}

/** The shopper's cart for dialogs opened outside the cart page (the product page's store picker). */
export function useCurrentCart(given: Cart | undefined) {
  const commerce = useCommerce();
  const basketId = commerce.cart.cartId();
  return useQuery({
    queryKey: deliveryKeys.currentCart(basketId),
    meta: SHOPPER,
    queryFn: async () => (await commerce.cartDelivery.currentCart()) ?? null,
    enabled: given === undefined && basketId !== undefined,
  });
}

export function useSetShippingMethod() {
  const commerce = useCommerce();
  const applyCart = useApplyCart();
  return useMutation({
    mutationFn: (request: SetShippingMethodRequest) => commerce.cartDelivery.setShippingMethod(request),
    onSuccess: applyCart,
    // CANT_SHIP_THERE (and PAY401) also go to the cart page's top banner (spec 000 section 8).
    onError: reportCartError,
  });
}

export interface GiftOptionChange {
  readonly basketId: string;
  readonly itemId: string;
  readonly giftOption: GiftOption | null;
}

export function useSetGiftOption() {
  const commerce = useCommerce();
  const applyCart = useApplyCart();
  return useMutation({
    mutationFn: ({ basketId, itemId, giftOption }: GiftOptionChange) =>
      commerce.cartDelivery.setGiftOption(basketId, itemId, giftOption),
    onSuccess: applyCart,
  });
}
