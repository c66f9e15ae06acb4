import type { AreaHandlers } from '../core/handler-types';
import { maskNumber } from '../domain/commerce/gift-cards';
import { toMajor } from '../domain/commerce/money';
import { acceptedMethods } from '../domain/commerce/payment-methods';
import {
  addAdjustment,
  associateOnly,
  removeAdjustment,
  updateAdjustment,
} from '../domain/commerce/price-adjustments';
import { isFailure } from '../domain/failure';
import { shopperOf } from '../services/commerce/account-port';
import { changeCart, load } from '../services/commerce/cart-operations';
import { priceCart } from '../services/commerce/gather-cart-facts';
import { giftCardForBalance, recordFingerprint } from '../services/commerce/payment-checks';
import { addInstrument, applyVoucher, removeInstrument } from '../services/commerce/payment-instruments';

/** Every operation of contracts/operations/cart-payments.ts. */
export const cartPaymentHandlers = {
  getPaymentMethods: async ({ world, accessToken, headers, params }) => {
    const loaded = await load({ world, accessToken, headers }, params.basketId, 'path');
    if (isFailure(loaded)) return loaded;
    const shopper = shopperOf(world, loaded.session);
    const totals = priceCart(world, loaded.cart, shopper);
    const paymentMethods = acceptedMethods({
      region: headers['x-region'],
      shopper,
      cartBuysGiftCards: loaded.cart.lines.some((l) => l.isDigital),
      total: totals.total,
    });
    return { body: { paymentMethods } };
  },

  addPaymentInstrument: ({ world, accessToken, headers, params, query, body }) =>
    changeCart({ world, accessToken, headers, query }, params.basketId, 'path', ({ cart, session }) =>
      addInstrument(world, cart, body, { shopper: shopperOf(world, session), region: headers['x-region'] }),
    ),

  removePaymentInstrument: ({ world, accessToken, headers, params, body }) =>
    changeCart({ world, accessToken, headers }, params.basketId, 'path', ({ cart }) =>
      removeInstrument(cart, body),
    ),

  applyReward: ({ world, accessToken, headers, params, body }) =>
    changeCart({ world, accessToken, headers }, params.basketId, 'path', ({ cart, session }) =>
      applyVoucher(world, cart, body.appliedLoyaltyVoucher, shopperOf(world, session)),
    ),

  getGiftCardBalance: ({ world, body }) => {
    const checked = giftCardForBalance(world, body.giftCardNumber, body.pin);
    if (isFailure(checked)) return checked;
    return {
      body: {
        maskedNumber: maskNumber(checked.number),
        balance: toMajor(checked.balance),
        currency: checked.currency,
        ...(checked.expiry ? { expiry: checked.expiry } : {}),
      },
    };
  },

  sendDeviceFingerprint: async ({ world, body }) => {
    await recordFingerprint(world, body);
    return { body: undefined };
  },

  addPriceAdjustment: ({ world, accessToken, headers, params, body }) =>
    changeCart(
      { world, accessToken, headers },
      params.basketId,
      'path',
      ({ cart, session }) =>
        associateOnly(session) ?? addAdjustment(cart, body, world.ids.next('adj'), session),
    ),

  updatePriceAdjustment: ({ world, accessToken, headers, params, body }) =>
    changeCart(
      { world, accessToken, headers },
      params.basketId,
      'path',
      ({ cart, session }) => associateOnly(session) ?? updateAdjustment(cart, params.adjustmentId, body),
    ),

  removePriceAdjustment: ({ world, accessToken, headers, params }) =>
    changeCart(
      { world, accessToken, headers },
      params.basketId,
      'path',
      ({ cart, session }) => associateOnly(session) ?? removeAdjustment(cart, params.adjustmentId),
    ),
} satisfies AreaHandlers;
