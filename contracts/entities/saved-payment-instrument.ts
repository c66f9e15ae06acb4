import { isoDateTime, paymentInstrumentId } from '../common/ids';
import { currencyCode, nonNegativeAmount } from '../common/money';
import { together } from '../common/openapi-rules';
import { z } from '../zod';
import { address } from './address';
import { recaptchaResponse } from './credentials';
import { cardType, tokenizedCard } from './payment-instrument';

export const savedPaymentMethodId = z.enum(['CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD']).openapi({
  description: 'The kinds of instrument a consumer can keep on the account.',
});

const expiryMonth = tokenizedCard.shape.expiryMonth;
const expiryYear = tokenizedCard.shape.expiryYear;

/** A saved card as the account shows it (never the full number). */
export const savedCard = z.object({
  paymentInstrumentId,
  cardType,
  lastFour: tokenizedCard.shape.lastFour,
  expiryMonth,
  expiryYear,
  holderName: z.string().min(1),
  main: z.boolean(),
  address: address.optional().openapi({ description: 'Billing address of the card.' }),
});

const savedCreditCard = z.object({ payment_method_id: z.literal('CREDIT_CARD'), ...savedCard.shape });

/** A reward code the member earned (fields not shown). */
const savedRewardCode = z.object({
  payment_method_id: z.literal('REWARD_CODE'),
  paymentInstrumentId,
  code: z.string().min(1).max(64),
  amount: nonNegativeAmount,
  currency: currencyCode,
  expiresAt: isoDateTime.optional(),
});

/** A reward card with a balance (fields not shown). */
const savedRewardCard = z.object({
  payment_method_id: z.literal('REWARD_CARD'),
  paymentInstrumentId,
  cardNumberMasked: z
    .string()
    .regex(/^\*+\d{4}$/)
    .openapi({ example: '************4821' }),
  balance: nonNegativeAmount,
  currency: currencyCode,
  expiresAt: isoDateTime.optional(),
});

/** GET /consumers-v3/consumer/payment_instruments lists these, filtered by payment_method_id. */
export const savedPaymentInstrument = z
  .discriminatedUnion('payment_method_id', [savedCreditCard, savedRewardCode, savedRewardCard])
  .openapi('SavedPaymentInstrument');

/**
 * POST /consumers-v3/consumer/payment_instruments: save a tokenized card. The card number never reaches
 * the API: the payment provider's token with bin and last4 does (not shown). An expired card answers FE309
 * or CC_EXPIRY_DATE_INVALID; a card already saved answers CC_ALREADY_EXISTS or PYT300.
 */
export const saveCardRequest = z
  .object({
    payment_method_id: z.literal('CREDIT_CARD'),
    card: tokenizedCard,
    address,
    main: z
      .boolean()
      .optional()
      .openapi({ description: 'Make it the main card; the first saved card is main.' }),
    recaptcha_response: recaptchaResponse,
  })
  .openapi('SaveCardRequest');

export const saveCardResponse = z.object({ card: savedCard }).openapi('SaveCardResponse');

/** PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId} (not shown): main flag, expiry, address. */
export const updateSavedCardRequest = z
  .object({
    main: z.literal(true).optional().openapi({ description: 'Make this the main card (clears the others).' }),
    expiryMonth: expiryMonth.optional(),
    expiryYear: expiryYear.optional(),
    address: address.optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    'Send at least one field to change',
  )
  .refine(
    (value) => (value.expiryMonth === undefined) === (value.expiryYear === undefined),
    'expiryMonth and expiryYear change together',
  )
  .openapi('UpdateSavedCardRequest', { minProperties: 1, ...together('expiryMonth', 'expiryYear') });

export type SavedPaymentMethodId = z.infer<typeof savedPaymentMethodId>;
export type SavedCard = z.infer<typeof savedCard>;
export type SavedPaymentInstrument = z.infer<typeof savedPaymentInstrument>;
export type SaveCardRequest = z.infer<typeof saveCardRequest>;
export type SaveCardResponse = z.infer<typeof saveCardResponse>;
export type UpdateSavedCardRequest = z.infer<typeof updateSavedCardRequest>;
