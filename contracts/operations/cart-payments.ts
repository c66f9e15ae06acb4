import { mainCallHeaders as headers } from '../common/headers';
import { cartViewQuery } from '../entities/cart';
import { applyRewardRequest, deviceFingerprintRequest } from '../entities/cart-requests';
import {
  addPaymentInstrumentRequest,
  cartPaymentMethod,
  giftCardBalance,
  giftCardCredentials,
  removePaymentInstrumentRequest,
} from '../entities/payment-instrument';
import { addPriceAdjustmentRequest, updatePriceAdjustmentRequest } from '../entities/promotions';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';
import { basketParams, CART_LOOKUP_ERRORS, cartAnswer } from './cart-shared';

const GIFT_CARD_ERRORS = [
  'GFC400',
  'GFC410',
  'GFC700',
  'GFC760',
  'GFC800',
  'GFC812',
  'GFC725',
  'GFC740',
  'GFC755',
  'GC_INVALID2',
  'GC_ALREADY_APPLIED',
  'GC_NOT_ALLOWED',
  'GC_ZERO_BALANCE',
] as const;
const REWARD_ERRORS = ['REW401', 'REW130', 'REW135', 'REW140'] as const;
const ASSOCIATE_ERRORS = ['AUT432', 'ORD404', 'PRC400'] as const;
const adjustmentParams = basketParams.extend({ adjustmentId: z.string().min(1).max(64) });

/** Cart calls about paying: methods, instruments, rewards, gift card balance, fraud data, associate prices. */
export const cartPaymentOperations = defineOperations('cart', {
  getPaymentMethods: {
    method: 'get',
    path: '/cart/v1/cart/{basketId}/paymentMethods',
    summary: 'Payment methods the cart accepts',
    request: { headers, params: basketParams },
    response: {
      status: 200,
      description: 'The accepted methods, in display order.',
      body: z.object({ paymentMethods: z.array(cartPaymentMethod) }).openapi('CartPaymentMethods'),
    },
    errorIds: [...CART_LOOKUP_ERRORS],
    notShown:
      'Answer: { paymentMethods: [{ id, name, cardTypes }] }, filtered by cart, shopper type and region.',
  },
  addPaymentInstrument: {
    method: 'post',
    path: '/cart/v1/cart/{basketId}/paymentInstruments',
    summary: 'Add a payment instrument to the cart',
    request: { headers, params: basketParams, query: cartViewQuery, body: addPaymentInstrumentRequest },
    response: cartAnswer({
      description:
        'The cart; payment_instruments holds the new one (for KLARNA with session_id and client_token).',
    }),
    errorIds: [
      ...CART_LOOKUP_ERRORS,
      ...GIFT_CARD_ERRORS,
      ...REWARD_ERRORS,
      'PYT300',
      'PYT400',
      'PYT402',
      'PYT404',
      'PAY400',
      'PAYMENT_ERROR',
      'CC_ALREADY_EXISTS',
      'FE309',
      'CC_EXPIRY_DATE_INVALID',
      'PAYMENT_INSTRUMENT_NOT_FOUND',
      'AUT403',
    ],
    notShown:
      'Body per payment_method_id: gift card number and pin, loyalty points, athlete amount, reward code or card, ' +
      'a saved card id or a tokenised new card (token, bin, lastFour, expiry), Klarna or PayPal tokens.',
  },
  removePaymentInstrument: {
    method: 'delete',
    path: '/cart/v1/cart/{basketId}/paymentInstruments',
    summary: 'Remove payment instruments from the cart',
    request: { headers, params: basketParams, body: removePaymentInstrumentRequest },
    response: cartAnswer({ description: 'The cart without the instrument.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'PYT404', 'PAYMENT_INSTRUMENT_NOT_FOUND'],
    notShown: 'Body: payment_instrument_id (one instrument) or payment_method_id (all of that method).',
  },
  applyReward: {
    method: 'put',
    path: '/cart/v1/cart/{basketId}/reward',
    summary: 'Apply or remove a loyalty voucher',
    request: { headers, params: basketParams, body: applyRewardRequest },
    response: cartAnswer({ description: 'The cart with appliedLoyaltyVoucher and totals.appliedRewards.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...REWARD_ERRORS, '4044', 'PYT400'],
    notShown:
      "appliedLoyaltyVoucher is one of the member's vouchers (points, amountInCurrency); null removes it. " +
      'PYT400 when an athlete still has a remaining amount.',
  },
  getGiftCardBalance: {
    method: 'post',
    path: '/cart/v1/giftcard/balance',
    summary: 'Check a gift card balance',
    request: { headers, body: giftCardCredentials.openapi('GiftCardBalanceRequest') },
    response: { status: 200, description: 'The balance.', body: giftCardBalance },
    errorIds: ['GFC400', 'GFC700', 'GFC760', 'GFC800', 'GFC812', 'GFC799', 'GC_INVALID2'],
    notShown:
      'Body: giftCardNumber and pin. Answer: masked number, balance, currency, expiry. POST keeps the pin out of URLs.',
  },
  sendDeviceFingerprint: {
    method: 'post',
    path: '/cart/v1/deviceFingerPrint',
    summary: 'Send the fraud-screening device fingerprint',
    request: { headers, body: deviceFingerprintRequest },
    response: { status: 204, description: 'Stored for the fraud check at order placement.' },
    errorIds: ['GEN500'],
    notShown: 'Body: sessionId, the fingerprint blob and optional cartId; answers 204.',
  },
  addPriceAdjustment: {
    method: 'post',
    path: '/cart/v1/cart/{basketId}/price_adjustments',
    summary: 'Associate: adjust the price of a line or the order',
    request: { headers, params: basketParams, body: addPriceAdjustmentRequest },
    response: cartAnswer({ description: 'The cart with the adjustment in priceAdjustments and totals.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...ASSOCIATE_ERRORS],
    notShown:
      'Body: level ITEM (with itemId) or ORDER, type AMOUNT or PERCENT, value, reasonCode. ' +
      'Only a buy-in-store associate session may adjust (AUT432 otherwise).',
  },
  updatePriceAdjustment: {
    method: 'patch',
    path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}',
    summary: 'Associate: change a price adjustment',
    request: { headers, params: adjustmentParams, body: updatePriceAdjustmentRequest },
    response: cartAnswer({ description: 'The cart with the changed adjustment.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...ASSOCIATE_ERRORS, 'API404'],
    notShown: 'Body: any of type and value (together) and reasonCode; API404 for an unknown adjustmentId.',
  },
  removePriceAdjustment: {
    method: 'delete',
    path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}',
    summary: 'Associate: remove a price adjustment',
    request: { headers, params: adjustmentParams },
    response: cartAnswer({ description: 'The cart without the adjustment.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'AUT432', 'API404'],
    notShown: 'No body; API404 for an unknown adjustmentId.',
  },
});
