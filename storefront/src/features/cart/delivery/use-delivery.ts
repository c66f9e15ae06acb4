import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../../../contracts/entities/cart';
import type { GiftOption } from '../../../../../contracts/entities/cart-item';
import type { SetShippingMethodRequest } from '../../../../../contracts/entities/cart-requests';
import { useCommerce } from '../../../commerce/commerce-context';

/** Query keys of this feature; the cart itself lives under the cart page's own keys. */
export const deliveryKeys = {
  all: ['cartDelivery'] as const,
  applicable: (basketId: string, shippingId: string, storeId: string | undefined) =>
    ['cartDelivery', 'applicable', basketId, shippingId, storeId ?? null] as const,
  currentCart: (basketId: string | undefined) => ['cartDelivery', 'cart', basketId ?? null] as const,
};

const isCart = (data: unknown, id: string): data is Cart =>
  typeof data === 'object' &&
  data !== null &&
  (data as Cart).id === id &&
  Array.isArray((data as Cart).items);

/**
 * Puts a cart answer wherever that cart is cached (whatever key the cart page uses), so every line shows
 * its new delivery at once, then lets this feature's own queries refetch.
 */
export function useApplyCart(): (cart: Cart) => void {
  const queryClient = useQueryClient();
  return (cart) => {
    queryClient.setQueriesData({ predicate: (q) => isCart(q.state.data, cart.id) }, () => cart);
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  };
}

/** The methods the shipment can use, asked at the chosen store when there is one. */
export function useApplicableMethods(basketId: string, shippingId: string, storeId: string | undefined) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: deliveryKeys.applicable(basketId, shippingId, storeId),
    queryFn: () =>
      commerce.cartDelivery.getApplicableShippingMethods(basketId, shippingId, storeId ? { storeId } : {}),
  });
}

/** The shopper's cart for dialogs opened outside the cart page (the product page's store picker). */
export function useCurrentCart(given: Cart | undefined) {
  const commerce = useCommerce();
  const basketId = commerce.deps.session.get().basketId;
  return useQuery({
    queryKey: deliveryKeys.currentCart(basketId),
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
