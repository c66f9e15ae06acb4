import { isCardType } from '../../../../contracts/common/card-types';
import type { Address } from '../../../../contracts/entities/address';
import type { Cart } from '../cart';
import { type CartLineSnapshot, reAddBody, snapshotOf } from '../cart-recovery';
import type { CommerceDeps } from '../commerce-deps';
import { isSignedIn } from '../session-state';
import { type CheckoutType, orderStore, type PlacedOrder } from './order-store';
import { placeOrderBody } from './place-order-body';
import { challengeOf, type ThreeDsChallenge } from './three-ds-provider';

/**
 * The checkout's order calls (spec 000 sections 4 and 7): prepare, place, and the patch after a 3-D Secure
 * challenge. A confirmed order is stored for the confirmation page and the cart id dropped, so the next add
 * starts a new cart. A failed challenge clears the order and starts a new cart with the same lines, so the
 * shopper can pay again from billing.
 */
export function orderCommerce(deps: CommerceDeps, options: { storageKey?: string } = {}) {
  const store = orderStore(options.storageKey);

  const cartId = (): string => {
    const id = deps.session.get().basketId;
    if (!id) throw new Error('There is no cart to check out');
    return id;
  };

  /** The order went through: keep it for the confirmation page and forget the cart. */
  function complete(order: PlacedOrder): PlacedOrder {
    store.set({ placed: order });
    deps.session.set((s) => ({ ...s, basketId: undefined }));
    return order;
  }

  /**
   * A new cart holding `lines` (a line that cannot come back is left out) and the shipping address, adopted
   * as the current one only once it is ready: the session goes from the old cart straight to this one.
   */
  async function newCartWith(lines: readonly CartLineSnapshot[], shippingAddress?: Address): Promise<Cart> {
    let cart = await deps.call('createCart', { body: {} });
    const id = cart.id;
    for (const line of lines) {
      try {
        cart = await deps.call('addCartItem', { body: reAddBody(line, id) });
      } catch {
        // Gone or out of stock since: the new cart goes on without it.
      }
    }
    if (shippingAddress && cart.items.length > 0) {
      try {
        cart = await deps.call('setShippingAddress', { params: { basketId: id }, body: shippingAddress });
      } catch {
        // The shopper enters it again on the shipping step.
      }
    }
    deps.session.set((s) => ({ ...s, basketId: id }));
    return cart;
  }

  return {
    /** Final stock, shipping, tax and totals before placing; EXPRESS for express checkout. */
    prepareOrder(checkoutType: CheckoutType = store.get().checkoutType ?? 'STANDARD'): Promise<Cart> {
      return deps.call('prepareOrder', { query: { checkoutType }, body: { basketId: cartId() } });
    },

    /**
     * Places the order for `cart` with the bot-check token (and inStoreSalesInfo in buy-in-store mode).
     * CONFIRMED: stored and the cart reset. A PaymentNotAuthorized flash: kept pending for the challenge.
     */
    async placeOrder(
      cart: Cart,
      checkoutType: CheckoutType = store.get().checkoutType ?? 'STANDARD',
    ): Promise<PlacedOrder> {
      const body = placeOrderBody(
        cart,
        await deps.botCheckToken('place_order'),
        deps.session.get().buyInStore,
      );
      const order = await deps.call('placeOrder', { query: { checkoutType }, body });
      if (challengeOf(order)) {
        const { shippingAddress } = cart;
        const lines = snapshotOf(cart).lines;
        store.set((s) => ({
          ...s,
          pending: { order, lines, ...(shippingAddress ? { shippingAddress } : {}) },
        }));
        return order;
      }
      return order.status === 'CONFIRMED' ? complete(order) : order;
    },

    /** The challenge the pending order waits for, if any. */
    pendingChallenge: (): ThreeDsChallenge | undefined => {
      const pending = store.get().pending;
      return pending ? challengeOf(pending.order) : undefined;
    },

    /**
     * Patches the pending order with the challenge result (a guest proves the order with its token `st`).
     * Passed: stored, cart reset. Failed: the order is cleared, a new cart made with the same lines and
     * shipping address (so the shopper pays again from billing), and the error rethrown.
     */
    async completeChallenge(threeDS2Result: string): Promise<PlacedOrder> {
      const pending = store.get().pending;
      const challenge = pending && challengeOf(pending.order);
      if (!pending || !challenge) throw new Error('No order is waiting for a 3-D Secure challenge');
      const paying = pending.order.paymentMethod.find((p) => p.code === 'CREDIT_CARD');
      const cardType = paying?.additionalData?.find((d) => d.key === 'cardType')?.value;
      try {
        const order = await deps.call('patchOrder', {
          params: { orderNumber: challenge.orderNumber },
          query: isSignedIn(deps.session.get()) ? {} : { st: pending.order.st },
          body: {
            paymentMethod: {
              code: paying?.code ?? 'CREDIT_CARD',
              additionalData: {
                ...(isCardType(cardType) ? { cardType } : {}),
                paymentInstrumentId: challenge.paymentInstrumentId,
                sessionID: challenge.sessionID,
                threeDS2Result,
              },
            },
          },
        });
        return complete(order);
      } catch (error) {
        store.set({});
        // The failed order's cart stays the session's until the new one is ready (the checkout never sees
        // "no cart" in between, which would send the shopper to the cart page).
        const fresh = await newCartWith(pending.lines, pending.shippingAddress).catch(() => undefined);
        if (!fresh) deps.session.set((s) => ({ ...s, basketId: undefined }));
        throw error;
      }
    },

    /** The checkout status: EXPRESS once express checkout filled the cart, STANDARD otherwise. */
    checkoutType: (): CheckoutType => store.get().checkoutType ?? 'STANDARD',
    setCheckoutType(checkoutType: CheckoutType): void {
      store.set((s) => ({ ...s, checkoutType }));
    },

    /** The last confirmed order (the confirmation page). */
    lastOrder: (): PlacedOrder | undefined => store.get().placed,
  };
}

export {
  type CheckoutType,
  ORDER_STORAGE_KEY,
  type OrderState,
  orderStore,
  type PlacedOrder,
  readLastOrder,
} from './order-store';
