import { interaction } from '../pact-interaction';

/** Favorites and saved for later (storefront/src/commerce/wishlists.ts, cart.ts). */
export const wishlistInteractions = [
  interaction('getFavorites', {
    description: "a request for the shopper's favorites",
    states: ['a signed-in shopper with a favorite'],
    input: () => ({ query: { start: 0, count: 24 } }),
  }),
  interaction('addFavorite', {
    description: 'a request to add a product to the favorites',
    states: ['a signed-in shopper with a favorite'],
    input: (v) => ({ body: { id: v.productId, qty: 1, itemType: 'product', favoriteId: v.favoriteId } }),
  }),
  interaction('removeFavoriteItem', {
    description: 'a request to remove an entry from the favorites',
    states: ['a signed-in shopper with a favorite'],
    input: (v) => ({ params: { favoriteId: v.favoriteId, itemId: v.favoriteItemId } }),
  }),
  interaction('saveItemForLater', {
    description: 'a request to move a line to saved for later',
    states: ['a guest cart with two lines'],
    input: (v) => ({ body: { cartId: v.cartId, itemId: v.itemId } }),
  }),
  interaction('getSavedForLater', {
    description: "a request for the shopper's saved-for-later list",
    states: ['a guest cart with a line saved for later'],
    input: () => ({ query: { start: 0, count: 24 } }),
  }),
  interaction('moveSavedItemsToCart', {
    description: 'a request to move saved entries back to the cart',
    states: ['a guest cart with a line saved for later'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: { saveForLaterId: v.saveForLaterId, itemIds: [v.savedItemId] },
    }),
  }),
  interaction('removeSavedForLaterItem', {
    description: 'a request to remove a saved entry',
    states: ['a guest cart with a line saved for later'],
    input: (v) => ({ params: { saveForlaterId: v.saveForLaterId, itemId: v.savedItemId } }),
  }),
];
