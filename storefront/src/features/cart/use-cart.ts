import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCommerce, useSession } from '../../commerce/commerce-context';
import { cartKey } from './cart-query';

/**
 * The shopper's cart (null before the first add), keyed by the stored cart id. With keepPrevious, the
 * previous cart stays shown while the session's new cart loads (the checkout stays open through a switch).
 */
export function useCart({ keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const { basketId } = useSession();
  return useQuery({
    queryKey: cartKey(basketId),
    queryFn: async () => {
      const cart = await commerce.cart.getCart();
      // A recovered read answers another (recreated) cart: cache it under its own id too.
      if (cart && cart.id !== basketId) queryClient.setQueryData(cartKey(cart.id), cart);
      return cart;
    },
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
