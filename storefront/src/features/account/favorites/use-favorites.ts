import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listsCommerceOf } from '../../../commerce/account/lists';
import { useCommerce } from '../../../commerce/commerce-context';
import type { FavoritesResult } from '../../../commerce/wishlists';

/** Largest page the list call takes (startCountQuery). */
export const MAX_COUNT = 100;

const favoritesKey = (count: number) => ['accountFavorites', count] as const;

/**
 * The shopper's favourites, the first `count` entries. A failure (no list yet included) answers
 * `{ ok: false }` and has only been logged (spec 000 section 8): the page shows an empty list.
 */
export function useFavorites(count: number) {
  const { wishlists } = useCommerce();
  return useQuery({ queryKey: favoritesKey(count), queryFn: () => wishlists.getFavorites({ count }) });
}

/** Removing an entry: the answered list replaces every page of it in the cache. */
export function useRemoveFavorite() {
  const { wishlists } = useCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => wishlists.removeFavoriteItem(itemId),
    onSuccess: (answer: FavoritesResult) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: ['accountFavorites'] });
    },
  });
}

/** Making the share link: its path on this shop, or null when sharing failed (logged only). */
export function useShareFavorites() {
  const commerce = useCommerce();
  return useMutation({ mutationFn: (favoriteId: string) => listsCommerceOf(commerce).share(favoriteId) });
}

/** A shared list as anyone with its link reads it. */
export function useSharedFavorites(favoriteId: string) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['sharedFavorites', favoriteId],
    queryFn: () => listsCommerceOf(commerce).shared(favoriteId),
    retry: false,
  });
}

/** The sizes a favourite can move to the cart in (none when nothing of its colour ships). */
export function useFavoriteChoices(favorite: string, enabled: boolean) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['favoriteChoices', favorite],
    queryFn: () => listsCommerceOf(commerce).cartChoicesOf(favorite),
    enabled,
    staleTime: 60_000,
  });
}
