import type { AreaHandlers } from '../core/handler-types';
import { failure, isFailure } from '../domain/failure';
import { requireSession } from '../services/commerce/cart-access';
import { load, view } from '../services/commerce/cart-operations';
import { ownsList } from '../services/commerce/favorites';
import { findSavedList, savedView, saveSavedList } from '../services/commerce/saved-for-later';
import { moveSavedEntriesToCart, saveCartLineForLater } from '../services/commerce/saved-list-moves';

/** Saved for later from the cart's side: move a line out, move entries in, remove an entry. */
export const cartSavedHandlers = {
  saveItemForLater: async ({ world, accessToken, headers, body }) => {
    const ctx = { world, accessToken, headers };
    const loaded = await load(ctx, body.cartId, 'body');
    if (isFailure(loaded)) return loaded;
    const { session } = loaded;
    const moved = await saveCartLineForLater(
      world,
      session,
      { ...loaded.cart, flash: [], customerNotifications: [] },
      body,
    );
    if (isFailure(moved)) return moved;
    return { body: { cart: view(ctx, session, moved.cart), saveForLater: savedView(moved.list) } };
  },

  moveSavedItemsToCart: async ({ world, accessToken, headers, params, body }) => {
    const ctx = { world, accessToken, headers };
    const loaded = await load(ctx, params.basketId, 'path');
    if (isFailure(loaded)) return loaded;
    const { session } = loaded;
    const moved = await moveSavedEntriesToCart(
      world,
      session,
      { ...loaded.cart, flash: [], customerNotifications: [] },
      body,
    );
    if (isFailure(moved)) return moved;
    return { body: { cart: view(ctx, session, moved.cart), saveForLater: savedView(moved.list) } };
  },

  removeSavedForLaterItem: async ({ world, accessToken, params }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = findSavedList(world, params.saveForlaterId);
    if (!list) return failure('PLP400', 'This saved-for-later list does not exist.');
    if (!ownsList(session, list, session.saveForLaterId)) return failure('AUT498');
    if (!list.items.some((i) => i.itemId === params.itemId))
      return failure('PLP400', 'This saved entry does not exist.');
    const next = { ...list, items: list.items.filter((i) => i.itemId !== params.itemId) };
    await saveSavedList(world, next);
    return { body: savedView(next) };
  },
} satisfies AreaHandlers;
