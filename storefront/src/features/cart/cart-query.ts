import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../commerce/cart';

/** The cart query is keyed by the cart id, so a recreated or adopted cart is a new query. */
export const cartKey = (cartId: string | undefined) => ['cart', cartId ?? null] as const;
export const savedForLaterKey = (listId: string | undefined, count: number, start: number) =>
  ['savedForLater', listId ?? null, count, start] as const;
export const favoritesKey = (count: number) => ['favorites', count] as const;

/**
 * Puts a cart answer in the cache. Add and remove answer without the expanded sections (shipments,
 * approaching promotions, promotion summary): the previous ones stay until the refetch brings the new ones.
 */
export function setCartData(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData<Cart | null>(cartKey(cart.id), (old) => ({
    ...(old && old.id === cart.id
      ? {
          shippingMethods: old.shippingMethods,
          approachingPromotions: old.approachingPromotions,
          promoSummary: old.promoSummary,
        }
      : {}),
    ...cart,
  }));
  if (!cart.promoSummary) void queryClient.invalidateQueries({ queryKey: cartKey(cart.id) });
}
