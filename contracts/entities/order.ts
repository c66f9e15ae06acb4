import { basketId, isoDateTime, orderNumber, paymentInstrumentId, storeId } from '../common/ids';
import { currencyCode, nonNegativeAmount } from '../common/money';
import { z } from '../zod';
import { address } from './address';
import { cartItem } from './cart-item';
import { orderTotals } from './cart-totals';
import { recaptchaResponse } from './credentials';
import { flashEntry } from './flash';
import { cardType, paymentMethodId } from './payment-instrument';
import { orderPromotion, promoSummaryEntry } from './promotions';
import { shippingMethodOption } from './shipping-method';
import { storeEmployeeId } from './store-associate';

/** Order statuses are not shown in the spec; designed. PAYMENT_PENDING waits for the 3-D Secure patch. */
export const orderStatus = z
  .enum(['CREATED', 'PAYMENT_PENDING', 'CONFIRMED', 'FAILED', 'CANCELLED'])
  .openapi('OrderStatus');

/** Extra payment data as key and value pairs (place-order body and order payment methods). */
export const paymentAdditionalData = z.array(
  z.object({ key: z.string().min(1).max(64), value: z.string().max(4096) }),
);

export const orderShipment = z
  .object({
    shipmentId: z.string().min(1),
    shippingMethod: shippingMethodOption,
    storeId: storeId.optional(),
  })
  .openapi('OrderShipment');

export const orderPaymentMethod = z
  .object({
    code: paymentMethodId,
    id: z.string().min(1).optional().openapi({ description: 'The payment instrument id.' }),
    amount: nonNegativeAmount.optional(),
    additionalData: paymentAdditionalData.optional(),
  })
  .openapi('OrderPaymentMethod');

/**
 * A placed order (spec 000 section 3). status, createdAt, email, currency and the two addresses are our
 * additions (fields beyond the listed ones are not shown).
 */
/** The store and employee an associate sells in (buy-in-store mode). */
export const inStoreSalesInfo = z.object({ storeId, storeEmployeeId });

export const order = z
  .object({
    orderNumber,
    st: z.string().min(1).openapi({ description: 'Order token: lets a guest read and patch this order.' }),
    status: orderStatus,
    createdAt: isoDateTime,
    email: z.string().optional(),
    currency: currencyCode,
    items: z.array(cartItem),
    shipments: z.array(orderShipment),
    totals: orderTotals,
    paymentMethod: z.array(orderPaymentMethod),
    promoSummary: z.array(promoSummaryEntry).optional(),
    orderPromotions: z.array(orderPromotion).optional().openapi({
      description:
        "The order and shipping promotions with their amounts, as the cart's (designed): a SHIPPING one shows as free shipping.",
    }),
    flash: z
      .array(flashEntry)
      .optional()
      .openapi({ description: 'PaymentNotAuthorized asks for the challenge.' }),
    shippingAddress: address.optional(),
    billingAddress: address.optional(),
    inStoreSalesInfo: inStoreSalesInfo
      .optional()
      .openapi({ description: 'Set when an associate sold the order in store (spec 000 section 6).' }),
  })
  .openapi('Order');

/** Place-order body (spec 000 section 7). The bot-check token is required (spec 000 section 5). */
export const placeOrderRequest = z
  .object({
    recaptcha_response: recaptchaResponse.openapi({
      description: 'The bot-check token; required to place an order.',
    }),
    cartId: basketId,
    billingAddress: address.optional().openapi({
      description:
        "Designed: defaults to the cart's billing address, else the paying saved card's; none at all answers BIL400.",
    }),
    paymentMethod: z.object({
      code: paymentMethodId,
      id: z.string().min(1).max(64).optional().openapi({ description: 'Payment instrument id on the cart.' }),
      additionalData: paymentAdditionalData.max(20).optional(),
      bin: z
        .string()
        .regex(/^\d{6,8}$/, 'BIN is 6 to 8 digits')
        .optional(),
      type: cardType.optional(),
    }),
    inStoreSalesInfo: inStoreSalesInfo.optional(),
  })
  .openapi('PlaceOrderRequest');

/** Patch-order body: the 3-D Secure challenge result (spec 000 sections 4 and 7). */
export const patchOrderRequest = z
  .object({
    paymentMethod: z.object({
      code: paymentMethodId,
      additionalData: z.object({
        cardType: cardType.optional(),
        paymentInstrumentId,
        sessionID: z.string().min(1).max(256),
        threeDS2Result: z.string().min(1).max(4096).openapi({
          description: 'Base64 of the challenge result JSON, e.g. {"transStatus":"Y"} (designed).',
        }),
      }),
    }),
  })
  .openapi('PatchOrderRequest');

/** Query of prepare and place order (the spec says "query"; designed): how the shopper reached summary. */
export const checkoutQuery = z.object({
  checkoutType: z
    .enum(['STANDARD', 'EXPRESS'])
    .optional()
    .openapi({ description: 'EXPRESS: express checkout.' }),
});

/** POST /cart/v1/cart/prepareOrder body (spec: basketId). */
export const prepareOrderRequest = z.object({ basketId }).openapi('PrepareOrderRequest');

/** GET /cart/v1/paymentSession query: the spec's referer with paymentMethodId CREDIT_CARD or paymentMethod klarna. */
export const paymentSessionQuery = z
  .object({
    referer: z.url().max(2048),
    paymentMethodId: z
      .literal('CREDIT_CARD')
      .optional()
      .openapi({ description: 'Exactly one of paymentMethodId=CREDIT_CARD and paymentMethod=klarna.' }),
    paymentMethod: z
      .literal('klarna')
      .optional()
      .openapi({ description: 'Exactly one of paymentMethodId=CREDIT_CARD and paymentMethod=klarna.' }),
    basketId: basketId
      .optional()
      .openapi({ description: 'Designed: the cart a Klarna session is priced from.' }),
  })
  .refine((q) => (q.paymentMethodId === undefined) !== (q.paymentMethod === undefined), {
    message: 'Send paymentMethodId=CREDIT_CARD or paymentMethod=klarna',
    path: ['paymentMethodId'],
  });

/** The payment session answer: the spec's success and provider, plus what a payment page needs (designed). */
export const paymentSession = z
  .object({
    success: z.boolean(),
    provider: z.string().min(1).openapi({ example: 'klarna' }),
    sessionId: z.string().min(1).optional(),
    sessionData: z.string().optional().openapi({ description: 'Card drop-in: opaque session payload.' }),
    clientKey: z.string().optional().openapi({ description: 'Card drop-in: public client key.' }),
    clientToken: z.string().optional().openapi({ description: 'Klarna: token the widget loads with.' }),
    environment: z.enum(['test', 'live']).optional(),
    expiresAt: isoDateTime.optional(),
  })
  .openapi('PaymentSession');

export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderShipment = z.infer<typeof orderShipment>;
export type OrderPaymentMethod = z.infer<typeof orderPaymentMethod>;
export type Order = z.infer<typeof order>;
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;
export type PatchOrderRequest = z.infer<typeof patchOrderRequest>;
export type PaymentSession = z.infer<typeof paymentSession>;
