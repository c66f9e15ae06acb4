import { CARD_TYPES } from '../common/card-types';
import { isoDate, paymentInstrumentId } from '../common/ids';
import { currencyCode, nonNegativeAmount } from '../common/money';
import { atLeastOneOf, exactlyOneOf, requiredWhen } from '../common/openapi-rules';
import { z } from '../zod';
import { address } from './address';
import { recaptchaResponse } from './credentials';

export const PAYMENT_METHOD_IDS = [
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
  'REWARD_CODE',
  'REWARD_CARD',
  'CREDIT_CARD',
  'KLARNA',
  'PAYPAL',
] as const;
export const paymentMethodId = z.enum(PAYMENT_METHOD_IDS).openapi('PaymentMethodId');

export const cardType = z.enum(CARD_TYPES).openapi('CardType');

/** A payment method the cart accepts (GET paymentMethods, cart.paymentMethods; fields designed). */
export const cartPaymentMethod = z
  .object({
    id: paymentMethodId,
    name: z.string().min(1),
    cardTypes: z.array(cardType).optional().openapi({ description: 'CREDIT_CARD only: accepted brands.' }),
  })
  .openapi('CartPaymentMethod');

/** Every instrument has its cart-level id and the amount it covers (designed; KLARNA shows the snake-case id). */
const instrumentBase = z.object({
  payment_instrument_id: paymentInstrumentId,
  amount: nonNegativeAmount.openapi({ description: 'Amount of the order this instrument pays.' }),
});

const maskedNumber = z.string().regex(/^\*+\d{4}$/, 'Masked numbers show only the last 4 digits');

const klarnaCategory = z.object({
  identifier: z.string().min(1).openapi({ example: 'pay_later' }),
  name: z.string().min(1),
  asset_urls: z.object({ descriptive: z.string().optional(), standard: z.string().optional() }).optional(),
});

/** Payment instruments on a cart, by payment_method_id (spec 000 section 3). */
export const cartPaymentInstrument = z
  .discriminatedUnion('payment_method_id', [
    instrumentBase.extend({
      payment_method_id: z.literal('GIFT_CARD'),
      maskedNumber,
      balance: nonNegativeAmount
        .optional()
        .openapi({ description: 'Balance left on the card after this order.' }),
    }),
    instrumentBase.extend({
      payment_method_id: z.literal('LOYALTY_POINTS'),
      points: z.number().int().positive(),
    }),
    instrumentBase.extend({
      payment_method_id: z.literal('ATHLETES_PAYMENT'),
      additionalData: z.object({ remainingAmount: nonNegativeAmount, payableAmount: nonNegativeAmount }),
    }),
    instrumentBase.extend({ payment_method_id: z.literal('REWARD_CODE'), code: z.string().min(1) }),
    instrumentBase.extend({ payment_method_id: z.literal('REWARD_CARD'), maskedNumber }),
    instrumentBase.extend({
      payment_method_id: z.literal('CREDIT_CARD'),
      paymentInstrumentId: paymentInstrumentId.optional().openapi({
        description: "The saved card's id in the consumer's wallet, when paid with a saved card.",
      }),
      main: z.boolean().optional(),
      address: address.optional().openapi({ description: 'The billing address of the card.' }),
      card: z.object({
        cardType,
        bin: z
          .string()
          .regex(/^\d{6,8}$/)
          .optional(),
        maskedNumber,
        expiryMonth: z.number().int().min(1).max(12),
        expiryYear: z.number().int().min(2000).max(2100),
        holderName: z.string().optional(),
      }),
    }),
    instrumentBase.extend({
      payment_method_id: z.literal('KLARNA'),
      session_id: z.string().min(1),
      client_token: z.string().min(1),
      attachment: z.object({ content_type: z.string().min(1), body: z.string() }).optional(),
      payment_method_categories: z.array(klarnaCategory),
    }),
    instrumentBase.extend({ payment_method_id: z.literal('PAYPAL'), payerEmail: z.string().optional() }),
  ])
  .openapi('CartPaymentInstrument');

/** A card as a payment page tokenises it: the card number never reaches the API (designed). */
export const tokenizedCard = z.object({
  token: z.string().min(8).max(2048).openapi({ description: "The payment provider's token for the card." }),
  cardType,
  bin: z.string().regex(/^\d{6,8}$/, 'BIN is 6 to 8 digits'),
  lastFour: z.string().regex(/^\d{4}$/, 'Last four digits'),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  holderName: z.string().trim().min(2).max(60),
});

/** Gift card number and pin as typed (format checks beyond digits answer GFC700 / GC_INVALID2). */
export const giftCardCredentials = z.object({
  giftCardNumber: z.string().regex(/^\d{12,19}$/, 'Gift card number is 12 to 19 digits'),
  pin: z
    .string()
    .regex(/^\d{3,8}$/, 'Pin is 3 to 8 digits')
    .optional(),
});

/** What the client sends per method to add a payment instrument (not shown in the spec; designed). */
export const addPaymentInstrumentRequest = z
  .discriminatedUnion('payment_method_id', [
    giftCardCredentials.extend({ payment_method_id: z.literal('GIFT_CARD') }),
    z.object({ payment_method_id: z.literal('LOYALTY_POINTS'), points: z.number().int().positive() }),
    z.object({
      payment_method_id: z.literal('ATHLETES_PAYMENT'),
      amount: z.number().positive().optional().openapi({ description: 'Defaults to the payable amount.' }),
    }),
    z.object({ payment_method_id: z.literal('REWARD_CODE'), code: z.string().trim().min(1).max(64) }),
    z.object({
      payment_method_id: z.literal('REWARD_CARD'),
      cardNumber: z.string().regex(/^\d{8,19}$/),
      pin: z
        .string()
        .regex(/^\d{3,8}$/)
        .optional(),
    }),
    z
      .object({
        payment_method_id: z.literal('CREDIT_CARD'),
        paymentInstrumentId: paymentInstrumentId
          .optional()
          .openapi({ description: 'Pay with this saved card.' }),
        card: tokenizedCard.optional().openapi({ description: 'Or pay with a new card.' }),
        saveCard: z.boolean().optional().openapi({
          description:
            'Keep the card: it is screened at once (the fraud test card 400000/0119 answers PYT402).',
        }),
        recaptcha_response: recaptchaResponse
          .optional()
          .openapi({ description: 'Bot-check token; needed with saveCard.' }),
      })
      .refine((b) => (b.paymentInstrumentId === undefined) !== (b.card === undefined), {
        message: 'Send either paymentInstrumentId (saved card) or card (new card)',
        path: ['card'],
      })
      .refine((b) => !b.saveCard || b.recaptcha_response !== undefined, {
        message: 'Saving a card needs recaptcha_response',
        path: ['recaptcha_response'],
      })
      .openapi({
        ...exactlyOneOf('paymentInstrumentId', 'card'),
        ...requiredWhen('saveCard', [true], ['recaptcha_response']),
      }),
    z.object({
      payment_method_id: z.literal('KLARNA'),
      authorization_token: z.string().min(1).optional().openapi({
        description: 'Absent: open a Klarna session. Present: the token the Klarna widget returned.',
      }),
      payment_method_category: z.string().min(1).optional(),
    }),
    z.object({
      payment_method_id: z.literal('PAYPAL'),
      orderID: z.string().min(1).max(64).optional(),
      payerID: z.string().min(1).max(64).optional(),
    }),
  ])
  .openapi('AddPaymentInstrumentRequest');

/** DELETE paymentInstruments body: one instrument, or every instrument of a method (designed). */
export const removePaymentInstrumentRequest = z
  .object({
    payment_instrument_id: paymentInstrumentId.optional(),
    payment_method_id: paymentMethodId.optional(),
  })
  .refine((b) => b.payment_instrument_id !== undefined || b.payment_method_id !== undefined, {
    message: 'Send payment_instrument_id or payment_method_id',
    path: ['payment_instrument_id'],
  })
  .openapi('RemovePaymentInstrumentRequest', atLeastOneOf('payment_instrument_id', 'payment_method_id'));

/** POST /cart/v1/giftcard/balance answer (designed). */
export const giftCardBalance = z
  .object({
    maskedNumber,
    balance: nonNegativeAmount,
    currency: currencyCode,
    expiry: isoDate.optional().openapi({ description: 'Absent for cards that do not expire.' }),
  })
  .openapi('GiftCardBalance');

export type PaymentMethodId = z.infer<typeof paymentMethodId>;
export type CardType = z.infer<typeof cardType>;
export type CartPaymentMethod = z.infer<typeof cartPaymentMethod>;
export type CartPaymentInstrument = z.infer<typeof cartPaymentInstrument>;
export type TokenizedCard = z.infer<typeof tokenizedCard>;
export type AddPaymentInstrumentRequest = z.infer<typeof addPaymentInstrumentRequest>;
export type RemovePaymentInstrumentRequest = z.infer<typeof removePaymentInstrumentRequest>;
export type GiftCardBalance = z.infer<typeof giftCardBalance>;
