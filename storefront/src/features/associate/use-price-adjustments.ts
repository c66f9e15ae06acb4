import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceAdjustmentInput } from '../../commerce/associate';
import { setCartData } from '../cart/cart-query';
import { useAssociateCommerce } from './use-associate';

/** Add and remove price adjustments; each answered cart goes in the cart query (its expansions refetch). */
export function usePriceAdjustments() {
  const associate = useAssociateCommerce();
  const queryClient = useQueryClient();
  return {
    add: useMutation({
      mutationFn: (body: PriceAdjustmentInput) => associate.addPriceAdjustment(body),
      onSuccess: (cart) => setCartData(queryClient, cart),
    }),
    remove: useMutation({
      mutationFn: (adjustmentId: string) => associate.removePriceAdjustment(adjustmentId),
      onSuccess: (cart) => setCartData(queryClient, cart),
    }),
  };
}
