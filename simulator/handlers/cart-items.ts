import type { AreaHandlers } from '../core/handler-types';
import { normaliseCode } from '../domain/commerce/promotions';
import { failure, isFailure } from '../domain/failure';
import { requireSession } from '../services/commerce/cart-access';
import { newCart } from '../services/commerce/cart-factory';
import { addItem, removeItem, updateItem } from '../services/commerce/cart-items-service';
import { changeCart, openCart, readAnswer, view } from '../services/commerce/cart-operations';
import { reserveCartWithItem } from '../services/commerce/cart-reservation';
import { storeExists } from '../services/commerce/catalogue-port';
import { applyCouponTo } from '../services/commerce/coupon-apply';
import { takeFromSavedList } from '../services/commerce/saved-list-moves';

/** Cart creation, lines and coupons (spec 000 section 7, "Cart and checkout"). */

const isGift = (itemId: string) => itemId.startsWith('gwp-');

export const cartItemHandlers = {
  createCart: async ({ world, accessToken, headers, body }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    if (body.favoriteStoreId && !storeExists(world, body.favoriteStoreId)) return failure('STR404');
    if (body.buyInStoreSession && session.kind !== 'associate') {
      return failure('AUT498', 'Only a store associate can open a buy-in-store cart.');
    }
    const cart = newCart(world, session, {
      locale: headers['x-locale'],
      favoriteStoreId: body.favoriteStoreId,
      buyInStoreSession: body.buyInStoreSession ?? session.buyInStore,
    });
    await openCart(world, session, cart);
    return { body: view({ world, accessToken, headers }, session, cart) };
  },

  createCartWithItem: async ({ world, accessToken, headers, query }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    if (query.storeId && !storeExists(world, query.storeId)) return failure('STR404');
    const added = addItem(world, newCart(world, session, { locale: headers['x-locale'] }), query);
    if (isFailure(added)) return added;
    await openCart(world, session, added.cart);
    return { body: view({ world, accessToken, headers }, session, added.cart) };
  },

  reserveCartWithItem: async ({ world, accessToken, headers, body }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const cart = await reserveCartWithItem(world, session, headers['x-locale'], body);
    if (isFailure(cart)) return cart;
    return { body: view({ world, accessToken, headers }, session, cart) };
  },

  getCart: ({ world, accessToken, headers, params, query }) =>
    readAnswer({ world, accessToken, headers, query }, params.basketId, 'path'),

  addCartItem: ({ world, accessToken, headers, body }) =>
    changeCart({ world, accessToken, headers }, body.cartId, 'body', async ({ cart, session }) => {
      const link = body.saveForLater
        ? { ...body.saveForLater, ...(session.consumerId ? { consumerId: session.consumerId } : {}) }
        : undefined;
      const added = addItem(world, cart, { ...body, saveForLater: link });
      if (isFailure(added)) return added;
      await takeFromSavedList(world, link);
      return added.cart;
    }),

  removeCartItem: ({ world, accessToken, headers, body }) =>
    changeCart({ world, accessToken, headers }, body.cartId, 'body', ({ cart }) =>
      isGift(body.itemId) ? failure('GWP_PRODUCT') : removeItem(cart, body.itemId),
    ),

  updateCartItem: ({ world, accessToken, headers, params, query, body }) =>
    changeCart({ world, accessToken, headers, query }, params.basketId, 'path', ({ cart }) =>
      isGift(body.itemId) ? failure('GWP_PRODUCT') : updateItem(world, cart, body),
    ),

  applyCoupon: ({ world, accessToken, headers, query, body }) =>
    changeCart({ world, accessToken, headers, query }, body.cartId, 'body', ({ cart, session }) =>
      applyCouponTo(world, cart, session, body.code),
    ),

  removeCoupon: ({ world, accessToken, headers, body }) =>
    changeCart({ world, accessToken, headers }, body.cartId, 'body', ({ cart }) => {
      const code = normaliseCode(body.code);
      if (!cart.coupons.some((c) => c.code === code))
        return failure('PRM130', `The code ${code} is not on this cart.`);
      return { ...cart, coupons: cart.coupons.filter((c) => c.code !== code) };
    }),
} satisfies AreaHandlers;
