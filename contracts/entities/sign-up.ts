import { consumerId, isoDate, storeId } from '../common/ids';
import { needs, when } from '../common/openapi-rules';
import { z } from '../zod';
import { gender, personName, phoneNumber, postalCode } from './consumer-profile';
import { emailField, newPasswordField, recaptchaResponse } from './credentials';

/** Dial code, or dial code and country when several countries share it ('1-US'). */
export const phoneCode = z
  .string()
  .regex(/^\d{1,4}(-[A-Z]{2})?$/, 'Phone code is a dial code, optionally with -COUNTRY')
  .openapi({ example: '1-US' });

/** Sign-up subscriptions (spec 001 section 3); loyalty adds loyaltyEnrollment 'Full' and its newsletter. */
export const signUpSubscriptions = z
  .object({
    newsletterConsent: z.boolean(),
    loyaltyConsent: z.boolean(),
    smsNotificationConsent: z.boolean(),
    loyaltyEnrollment: z.literal('Full').optional(),
    loyaltyNewsletterConsent: z.boolean().optional(),
  })
  .refine((value) => value.loyaltyEnrollment !== 'Full' || value.loyaltyNewsletterConsent === true, {
    path: ['loyaltyNewsletterConsent'],
    message: 'A loyalty enrollment sends loyaltyNewsletterConsent true',
  })
  .openapi(
    when('loyaltyEnrollment', ['Full'], {
      properties: { loyaltyNewsletterConsent: { const: true } },
      required: ['loyaltyNewsletterConsent'],
    }),
  );

/** SMS consent (subscriptions.smsNotificationConsent true) needs a phone, in JSON Schema words. */
const smsConsentNeedsPhone = {
  if: {
    properties: { subscriptions: { properties: { smsNotificationConsent: { const: true } } } },
    required: ['subscriptions'],
  },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited.
  then: { required: ['phone'] },
};

/**
 * POST /consumers-v3/auth/signup: the sign-up form data plus the fields the storefront adds, named as in
 * spec 001 section 3. Email format (AUT453), password strength (FE872), age (PRO410) and a birth date the
 * locale requires (PRO411) are checked by the server, which answers those coded ids.
 */
export const signUpRequest = z
  .object({
    firstName: personName,
    lastName: personName,
    birthDate: isoDate
      .optional()
      .openapi({ description: 'Stored YYYY-MM-DD; required only where configured (PRO411).' }),
    phone: phoneNumber.optional(),
    phoneCode: phoneCode.optional(),
    email: emailField,
    password: newPasswordField,
    postalCode: postalCode.optional(),
    gender: gender.optional().openapi({ description: 'Only in configured locales.' }),
    newsletter: z.boolean().optional(),
    loyaltyTerms: z.boolean().optional(),
    brandTerms: z.boolean().optional(),
    policy: z.boolean().optional(),
    optInAccepted: z.boolean().optional().openapi({ description: 'SMS consent confirmed in the SMS terms.' }),
    isTermsConfirmed: z.boolean(),
    isTemporaryPassword: z.boolean().openapi({ description: 'The storefront always sends true.' }),
    subscriptions: signUpSubscriptions,
    source: z.object({
      store: storeId
        .optional()
        .openapi({ description: 'Store number from the storeNum query, when present.' }),
      acquisitionType: z.literal('Registered'),
      campaignName: z.string().min(1).max(128).optional(),
    }),
    recaptcha_response: recaptchaResponse,
    termsConditionsAndPolicy: z
      .boolean()
      .optional()
      .openapi({ description: 'Sent when loyalty is accepted without the policy checkbox.' }),
  })
  .superRefine((value, ctx) => {
    if (value.subscriptions.smsNotificationConsent && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'SMS consent needs a phone number' });
    }
    if (value.phone && !value.phoneCode) {
      ctx.addIssue({ code: 'custom', path: ['phoneCode'], message: 'A phone number needs its phone code' });
    }
  })
  .openapi('SignUpRequest', {
    // A phone needs its code; SMS consent needs a phone (the phone pattern never matches an empty string).
    ...needs('phone', 'phoneCode'),
    ...smsConsentNeedsPhone,
    description:
      'A phone needs its phoneCode; SMS consent needs a phone; a Full loyalty enrollment sends ' +
      'loyaltyNewsletterConsent true.',
  });

/** Not shown: the new account's ids; the storefront then signs in automatically. */
export const signUpResponse = z
  .object({ consumerId, consumerNo: z.string().min(1).max(64), email: z.string().min(1) })
  .openapi('SignUpResponse');

export type SignUpSubscriptions = z.infer<typeof signUpSubscriptions>;
export type SignUpRequest = z.infer<typeof signUpRequest>;
export type SignUpResponse = z.infer<typeof signUpResponse>;
