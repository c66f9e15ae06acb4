import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartAndSavedForLater } from '../../commerce/cart';
import { useCommerce, useSession } from '../../commerce/commerce-context';
import { isInStoreAssociate, isSignedIn } from '../../commerce/session-state';
import { favoritesKey, savedForLaterKey, setCartData } from './cart-query';

// The cart page's, the mini cart's and the saved list's hooks: the header needs only useCart (use-cart.ts),
// so these stay out of what every page loads.

/** One page of the saved-for-later list (page size from the site config). */
export function useSavedForLater(count: number, start = 0) {
  const commerce = useCommerce();
  const session = useSession();
  const { saveForLaterId } = session;
  return useQuery({
    queryKey: savedForLaterKey(saveForLaterId, count, start),
    queryFn: () => commerce.wishlists.getSavedForLater({ start, count }),
    // A guest has a list only once they saved something; a signed-in shopper's list comes with the account.
    // An associate selling in store does not load one (spec 000 section 6).
    enabled: (Boolean(saveForLaterId) || isSignedIn(session)) && !isInStoreAssociate(session),
  });
}

/** Name, link and image of a saved entry's product (the saved list holds only ids). */
export function useSavedItemProduct(productId: string) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['savedItemProduct', productId],
    queryFn: () => commerce.wishlists.savedItemProduct(productId),
    staleTime: 10 * 60_000,
  });
}

/** The cart changes of the cart page; each puts the answered cart in the cache. */
export function useCartMutations() {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const onCart = (cart: Cart) => setCartData(queryClient, cart);
  const onBoth = (answer: CartAndSavedForLater) => {
    onCart(answer.cart);
    void queryClient.invalidateQueries({ queryKey: ['savedForLater'] });
  };
  return {
    updateQuantity: useMutation({
      mutationFn: ({ itemId, qty }: { itemId: string; qty: number }) =>
        commerce.cart.updateQuantity(itemId, qty),
      onSuccess: onCart,
    }),
    removeItem: useMutation({
      mutationFn: (itemId: string) => commerce.cart.removeItem(itemId),
      onSuccess: onCart,
    }),
    applyCoupon: useMutation({
      mutationFn: (code: string) => commerce.cart.applyCoupon(code),
      onSuccess: onCart,
    }),
    removeCoupon: useMutation({
      mutationFn: (code: string) => commerce.cart.removeCoupon(code),
      onSuccess: onCart,
    }),
    saveForLater: useMutation({
      mutationFn: (itemId: string) => commerce.cart.saveForLater(itemId),
      onSuccess: onBoth,
    }),
    moveSavedToCart: useMutation({
      mutationFn: ({ listId, itemId }: { listId: string; itemId: string }) =>
        commerce.cart.moveSavedToCart(listId, [itemId]),
      onSuccess: onBoth,
    }),
    removeSavedItem: useMutation({
      mutationFn: ({ listId, itemId }: { listId: string; itemId: string }) =>
        commerce.cart.removeSavedItem(listId, itemId),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['savedForLater'] }),
    }),
    addFavorite: useMutation({
      mutationFn: (productId: string) => commerce.wishlists.addFavorite(productId),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesKey(0).slice(0, 1) }),
    }),
  };
}
