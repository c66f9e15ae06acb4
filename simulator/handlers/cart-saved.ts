import type { AreaHandlers } from '../core/handler-types';
import { isFailure } from '../domain/failure';
import { requireSession } from '../services/commerce/cart-access';
import { removeSavedEntry, savedView } from '../services/commerce/saved-for-later';
import {
  cartAndListAnswer,
  moveSavedEntriesToCart,
  saveCartLineForLater,
} from '../services/commerce/saved-list-moves';

/** Saved for later from the cart's side: move a line out, move entries in, remove an entry. */
export const cartSavedHandlers = {
  saveItemForLater: ({ world, accessToken, headers, body }) =>
    cartAndListAnswer({ world, accessToken, headers }, body.cartId, 'body', (session, cart) =>
      saveCartLineForLater(world, session, cart, body),
    ),

  moveSavedItemsToCart: ({ world, accessToken, headers, params, body }) =>
    cartAndListAnswer({ world, accessToken, headers }, params.basketId, 'path', (session, cart) =>
      moveSavedEntriesToCart(world, session, cart, body),
    ),

  removeSavedForLaterItem: async ({ world, accessToken, params }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const next = await removeSavedEntry(world, session, {
      saveForLaterId: params.saveForlaterId,
      itemId: params.itemId,
    });
    return isFailure(next) ? next : { body: savedView(next) };
  },
} satisfies AreaHandlers;
