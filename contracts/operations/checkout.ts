import { mainCallHeaders as headers } from '../common/headers';
import { orderNumber } from '../common/ids';
import {
  checkoutQuery,
  order,
  patchOrderRequest,
  paymentSession,
  paymentSessionQuery,
  placeOrderRequest,
  prepareOrderRequest,
} from '../entities/order';
import { ERROR_ID_GROUPS } from '../errors/error-ids';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';
import { CART_ITEM_CODES, CART_LOOKUP_ERRORS, cartAnswer, DELIVERY_FLASH_CODES } from './cart-shared';

const TOTALS_ERRORS = ERROR_ID_GROUPS.taxTotals;
const STOCK_ERRORS = [
  'ITEM_NO_LONGER_AVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
  'INV405',
  'INV407',
  'INV409',
] as const;

export const checkoutOperations = defineOperations('checkout', {
  getPaymentSession: {
    method: 'get',
    path: '/cart/v1/paymentSession',
    summary: 'Open a payment provider session for cards or Klarna',
    request: { headers, query: paymentSessionQuery },
    response: { status: 200, description: 'The session the payment page loads with.', body: paymentSession },
    errorIds: ['AUT401', 'BSK404', 'CART_NOT_FOUND', 'PAY400', 'PAYMENT_ERROR'],
    notShown:
      'Answer adds sessionId, sessionData and clientKey (cards) or clientToken (Klarna), environment and expiresAt; ' +
      'optional basketId query prices a Klarna session.',
  },
  prepareOrder: {
    method: 'post',
    path: '/cart/v1/cart/prepareOrder',
    summary: 'Prepare the cart for placing: final stock, shipping, tax and totals',
    request: { headers, query: checkoutQuery, body: prepareOrderRequest },
    response: cartAnswer({ description: 'The cart with final totals and totalItems.' }),
    errorIds: [
      ...CART_LOOKUP_ERRORS,
      ...TOTALS_ERRORS,
      ...STOCK_ERRORS,
      'SHP404',
      'PYT405',
      'PYT406',
      'BIL400',
      'ADDRESS_NOT_FOUND',
      'CANT_SHIP_THERE',
      'PAY401',
      ...CART_ITEM_CODES,
      ...DELIVERY_FLASH_CODES,
    ],
    notShown:
      'Query: optional checkoutType STANDARD or EXPRESS (express checkout). Refuses a home delivery without a ' +
      'shipping address (ADDRESS_NOT_FOUND), an address naming a deleted address book entry (PYT405), no billing ' +
      'address on the cart or the paying card (BIL400), a paying saved card whose address misses required fields ' +
      'with no other billing address (PYT406), Klarna for a remote destination (PAY401), and a tax rule ' +
      'changed since the last prepare (TAX310, the cart keeping the new one).',
  },
  placeOrder: {
    method: 'put',
    path: '/cart/v2/checkout/order',
    summary: 'Place the order',
    request: { headers, query: checkoutQuery, body: placeOrderRequest },
    response: {
      status: 200,
      description: 'The order. A PaymentNotAuthorized flash means a 3-D Secure challenge, then patchOrder.',
      body: order,
    },
    errorIds: [
      ...CART_LOOKUP_ERRORS,
      ...TOTALS_ERRORS,
      ...STOCK_ERRORS,
      'AUT403',
      'PYT400',
      'PYT402',
      'PYT404',
      'PYT405',
      'PYT406',
      'PAY400',
      'PAY401',
      'PAYMENT_ERROR',
      'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
      'PickupToSthTransition',
      'StsToSthTransition',
      'InvalidShippingAddress',
      'CC_EXPIRY_DATE_INVALID',
      'FE309',
      'PAYMENT_INSTRUMENT_NOT_FOUND',
      'ADDRESS_NOT_FOUND',
      'SHIPPING_POBOX_UNAVAILABLE',
      'BIL400',
      'BILL410',
      'ORD400',
      'ORD516',
      'ORD517',
      'ORD518',
      'PaymentNotAuthorized',
      'GFS800',
      'GFO404',
      'GFO405',
    ],
    notShown:
      'Query: optional checkoutType. Order fields beyond the spec: status, createdAt, email, currency and ' +
      'addresses. Answers 200 (PUT), with status PAYMENT_PENDING while a challenge is due.',
  },
  patchOrder: {
    method: 'patch',
    path: '/cart/v2/checkout/order/{orderNumber}',
    summary: 'Complete a placed order with the 3-D Secure challenge result',
    request: {
      headers,
      params: z.object({ orderNumber }),
      query: z.object({
        st: z
          .string()
          .min(1)
          .max(256)
          .optional()
          .openapi({ description: 'Order token; required for a guest.' }),
      }),
      body: patchOrderRequest,
    },
    response: { status: 200, description: 'The order, CONFIRMED when the challenge passed.', body: order },
    errorIds: ['AUT401', 'API400', 'PAY400', 'PAYMENT_ERROR', 'ORD409', 'OHS4004'],
    notShown:
      'Query: st, the order token a guest proves ownership with. A failed challenge answers PAY400 and the ' +
      'order is FAILED. A sessionID or paymentInstrumentId that is not the pending challenge answers 400 ' +
      'API400 naming it, and the order stays PAYMENT_PENDING.',
  },
});
