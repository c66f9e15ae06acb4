import { SharedFavoritesPage } from '../features/account/favorites/shared-favorites-page';

/** /{locale}/favorites/shared/<favoriteId>: a shared favourites list, read-only, for anyone with its link. */
export const Component = SharedFavoritesPage;
