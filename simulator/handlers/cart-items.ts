import { failure, isFailure } from '../core/failure';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import { COMMERCE_LIMITS } from '../db/commerce-config';
import type { CartRecord } from '../db/commerce-records';
import { writeCart } from '../db/commerce-store';
import type { Session } from '../domain/auth/session';
import { checkCouponToApply, normaliseCode } from '../domain/commerce/promotions';
import { updateSession } from '../services/auth/session-service';
import { adjustHomeStock } from '../services/catalogue/inventory';
import { shopperOf } from '../services/commerce/account-port';
import { requireSession } from '../services/commerce/cart-access';
import { newCart } from '../services/commerce/cart-factory';
import { type AddItem, addItem, removeItem, updateItem } from '../services/commerce/cart-items-service';
import { changeCart, readAnswer, view } from '../services/commerce/cart-operations';
import { storeExists } from '../services/commerce/catalogue-port';
import { couponUsageOf } from '../services/commerce/gather-cart-facts';
import { findSavedList, saveSavedList } from '../services/commerce/saved-for-later';

/** Cart creation, lines and coupons (spec 000 section 7, "Cart and checkout"). */

const isGift = (itemId: string) => itemId.startsWith('gwp-');

async function openCart(world: World, session: Session, cart: CartRecord): Promise<void> {
  await writeCart(world.db.commerce, cart);
  await updateSession(world, session.token, { basketId: cart.id });
}

/** A saved entry moved to the cart leaves its list (the line keeps the link). */
async function takeFromSavedList(world: World, link: AddItem['saveForLater']): Promise<void> {
  const list = link ? findSavedList(world, link.saveForLaterId) : undefined;
  if (!list || !link) return;
  await saveSavedList(world, { ...list, items: list.items.filter((i) => i.itemId !== link.itemId) });
}

const RESERVE_ERRORS: Readonly<Record<string, 'INV405' | 'INV407'>> = {
  INV700: 'INV407',
  INV406: 'INV407',
  INV701: 'INV407',
  ITEM_NOT_AVAILABLE: 'INV405',
  ORD404: 'INV405',
  NO_PRICE: 'INV405',
};

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
    const added = addItem(world, newCart(world, session, { locale: headers['x-locale'] }), body);
    if (isFailure(added)) return failure(RESERVE_ERRORS[added.errorId] ?? added.errorId, added.message);
    const line = added.cart.lines[0];
    if (!line || line.qty < body.qty) {
      return failure('INV409', `Only ${line?.qty ?? 0} can be reserved; ${body.qty} were asked for.`);
    }
    const holds = line.delivery.code !== 'pickup' && !line.isDigital;
    if (holds) await adjustHomeStock(world, line.sku, -line.qty);
    const until = new Date(world.clock.now().getTime() + COMMERCE_LIMITS.reservationMinutes * 60_000);
    const cart: CartRecord = {
      ...added.cart,
      flash: [],
      lines: added.cart.lines.map((l) => ({ ...l, reservedQty: holds ? l.qty : 0 })),
      reservedUntil: until.toISOString(),
    };
    await openCart(world, session, cart);
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
    changeCart({ world, accessToken, headers, query }, body.cartId, 'body', ({ cart, session }) => {
      const shopper = shopperOf(world, session);
      const checked = checkCouponToApply(
        world.db.commerce.promotions,
        body.code,
        cart.coupons.map((c) => c.code),
        {
          now: world.clock.now(),
          consumerType: shopper.consumerType,
          employeeTermsAccepted: shopper.employee?.termsAccepted ?? false,
          shopperKey: shopper.consumerId ?? cart.billingAddress?.email?.toLowerCase(),
          usage: (code) => couponUsageOf(world, code),
        },
      );
      if (!checked.ok) return failure(checked.errorId, checked.message);
      return {
        ...cart,
        coupons: [...cart.coupons, { code: checked.code, couponItemId: world.ids.next('cpn') }],
      };
    }),

  removeCoupon: ({ world, accessToken, headers, body }) =>
    changeCart({ world, accessToken, headers }, body.cartId, 'body', ({ cart }) => {
      const code = normaliseCode(body.code);
      if (!cart.coupons.some((c) => c.code === code))
        return failure('PRM130', `The code ${code} is not on this cart.`);
      return { ...cart, coupons: cart.coupons.filter((c) => c.code !== code) };
    }),
} satisfies AreaHandlers;
