import type { AreaHandlers } from '../core/handler-types';
import { KLARNA_MINIMUM } from '../domain/commerce/payment-methods';
import { failure, isFailure } from '../domain/failure';
import { shopperOf } from '../services/commerce/account-port';
import { loadOwnedCart, requireSession } from '../services/commerce/cart-access';
import { load, rememberedView } from '../services/commerce/cart-operations';
import { patchOrder } from '../services/commerce/checkout-patch';
import { placeOrder } from '../services/commerce/checkout-place';
import { prepareOrder } from '../services/commerce/checkout-prepare';
import { priceCart } from '../services/commerce/gather-cart-facts';
import { orderView } from '../services/commerce/orders';

const SESSION_MINUTES = 60;

/** Every operation of contracts/operations/checkout.ts: payment session, prepare, place, patch. */
export const checkoutHandlers = {
  getPaymentSession: ({ world, accessToken, query }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const expiresAt = new Date(world.clock.now().getTime() + SESSION_MINUTES * 60_000).toISOString();
    const sessionId = world.ids.next('ps');
    if (query.paymentMethodId === 'CREDIT_CARD') {
      return {
        body: {
          success: true,
          provider: 'cards',
          sessionId,
          sessionData: `sd-${sessionId}`,
          clientKey: 'test_SIMULATOR_CLIENT_KEY',
          environment: 'test' as const,
          expiresAt,
        },
      };
    }
    if (query.basketId) {
      const owned = loadOwnedCart(world, accessToken, query.basketId, 'path');
      if (isFailure(owned)) return owned;
      const total = priceCart(world, owned.cart, shopperOf(world, owned.session)).total;
      if (total < KLARNA_MINIMUM) return failure('PAY400', 'Klarna is not available for this order total.');
    }
    return {
      body: {
        success: true,
        provider: 'klarna',
        sessionId,
        clientToken: `klarna-ct-${sessionId}`,
        environment: 'test' as const,
        expiresAt,
      },
    };
  },

  prepareOrder: async ({ world, accessToken, headers, body }) => {
    const ctx = { world, accessToken, headers };
    const loaded = await load(ctx, body.basketId, 'body');
    if (isFailure(loaded)) return loaded;
    const prepared = await prepareOrder(world, loaded.session, loaded.cart);
    return isFailure(prepared) ? prepared : { body: rememberedView(ctx, loaded.session, prepared) };
  },

  placeOrder: async ({ world, accessToken, headers, body }) => {
    const loaded = await load({ world, accessToken, headers }, body.cartId, 'body');
    if (isFailure(loaded)) return loaded;
    const placed = await placeOrder(world, {
      cart: loaded.cart,
      session: loaded.session,
      shopper: shopperOf(world, loaded.session),
      body,
      region: headers['x-region'],
    });
    return isFailure(placed) ? placed : { body: orderView(placed) };
  },

  patchOrder: async ({ world, accessToken, params, query, body }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const outcome = await patchOrder(world, { orderNumber: params.orderNumber, st: query.st, session, body });
    return isFailure(outcome) ? outcome : { body: orderView(outcome) };
  },
} satisfies AreaHandlers;
