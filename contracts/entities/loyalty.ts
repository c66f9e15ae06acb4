import { isoDateTime } from '../common/ids';
import { currencyCode, nonNegativeAmount, percentage } from '../common/money';
import { z } from '../zod';

export const memberId = z.string().min(1).max(64).openapi({ example: 'LM-0042317' });

/** A voucher the member's points can buy (spec 000 section 3: points, amountInCurrency). */
export const applicableLoyaltyVoucher = z.object({
  points: z.number().int().positive(),
  amountInCurrency: nonNegativeAmount,
  currency: currencyCode.optional(),
  voucherTypeId: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'Not shown: the tier to redeem.' }),
});

/** A voucher already issued to the member (not shown). */
export const issuedLoyaltyVoucher = z.object({
  code: z.string().min(1).max(64),
  amountInCurrency: nonNegativeAmount,
  currency: currencyCode,
  status: z.enum(['AVAILABLE', 'REDEEMED', 'EXPIRED']),
  expiresAt: isoDateTime.optional(),
});

/** GET /consumers-v3/consumer/loyalty/vouchers. */
export const loyaltyVouchers = z
  .object({
    memberId,
    currentLoyaltyPoints: z.number().int().min(0),
    applicableLoyaltyVouchers: z.array(applicableLoyaltyVoucher),
    vouchers: z
      .array(issuedLoyaltyVoucher)
      .optional()
      .openapi({ description: 'Not shown: issued vouchers.' }),
  })
  .openapi('LoyaltyVouchers');

/** POST /consumers-v3/consumer/loyalty/token (spec 001: usid and referralCode). */
export const loyaltyTokenRequest = z
  .object({
    usid: z.string().min(8).max(64).openapi({ description: 'User session id, from a cookie or generated.' }),
    referralCode: z
      .string()
      .regex(/^[A-Za-z0-9-]{4,32}$/, 'Referral code is 4 to 32 letters, digits or dashes')
      .optional()
      .openapi({ description: 'From the referral_code page query.', example: 'FRIEND-7Q2K' }),
  })
  .openapi('LoyaltyTokenRequest');

/** Not shown: a short-lived token for the loyalty provider's widgets, bound to the member. */
export const loyaltyTokenResponse = z
  .object({
    loyaltyToken: z.string().min(16),
    expires_in: z.number().int().positive().openapi({ description: 'Seconds.' }),
    memberId,
    referralApplied: z.boolean().openapi({ description: 'Whether the referral code was credited.' }),
  })
  .openapi('LoyaltyTokenResponse');

/** GET /consumers-v3/consumer/loyalty/promo/welcome (not shown): the new member's welcome offer. */
export const loyaltyWelcomePromo = z
  .object({
    promotionId: z.string().min(1).max(64),
    couponCode: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'Absent until the offer is issued.' }),
    title: z.string().min(1),
    message: z.string().optional(),
    discount: z.discriminatedUnion('type', [
      z.object({ type: z.literal('PERCENT'), value: percentage }),
      z.object({ type: z.literal('AMOUNT'), value: nonNegativeAmount, currency: currencyCode }),
    ]),
    redeemed: z.boolean(),
    expiresAt: isoDateTime.optional(),
  })
  .openapi('LoyaltyWelcomePromo');

export type ApplicableLoyaltyVoucher = z.infer<typeof applicableLoyaltyVoucher>;
export type IssuedLoyaltyVoucher = z.infer<typeof issuedLoyaltyVoucher>;
export type LoyaltyVouchers = z.infer<typeof loyaltyVouchers>;
export type LoyaltyTokenRequest = z.infer<typeof loyaltyTokenRequest>;
export type LoyaltyTokenResponse = z.infer<typeof loyaltyTokenResponse>;
export type LoyaltyWelcomePromo = z.infer<typeof loyaltyWelcomePromo>;
