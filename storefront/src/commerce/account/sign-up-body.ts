import type { RequestBodyInputOf } from '../../../../contracts/registry/types';

/** What the sign-up call sends (spec 001 section 3), as the contract takes it. */
export type SignUpBody = RequestBodyInputOf<'signUp'>;

/** The fields the storefront adds to the form's data. */
type AddedFields =
  | 'isTermsConfirmed'
  | 'isTemporaryPassword'
  | 'subscriptions'
  | 'source'
  | 'recaptcha_response'
  | 'termsConditionsAndPolicy';

/**
 * The sign-up form's data as the form hands it over: birth date already stored as YYYY-MM-DD, phone in its
 * stored form with its phone code; blank optional fields may be empty strings (they are left out).
 */
export type SignUpFormData = Omit<SignUpBody, AddedFields>;

/** Where the sign-up came from and what it is (page query and dialog options). */
export interface SignUpContext {
  /** `enrollment_marketing_source` of the page query. */
  readonly campaignName?: string | undefined;
  /** `storeNum` of the page query. */
  readonly store?: string | undefined;
  /** The bot-check token, asked with the 'register' action. */
  readonly botCheck: string;
}

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The sign-up request of spec 001 section 3: the form data plus isTermsConfirmed, isTemporaryPassword true,
 * the subscriptions (loyaltyEnrollment 'Full' and loyaltyNewsletterConsent true when loyalty is chosen), the
 * source (acquisitionType 'Registered', the store and campaign), the bot-check token, and
 * termsConditionsAndPolicy when loyalty is accepted without the policy checkbox. Pure.
 */
export function signUpBody(form: SignUpFormData, context: SignUpContext): SignUpBody {
  const { birthDate, phone, phoneCode, postalCode, gender, ...rest } = form;
  // Loyalty is chosen by accepting its terms (required in the loyalty sign-up, offered in the standard one).
  const loyaltyChosen = form.loyaltyTerms === true;
  const hasPhone = filled(phone);
  const smsConsent = hasPhone && form.optInAccepted === true;
  return {
    ...rest,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    ...(filled(birthDate) ? { birthDate } : {}),
    ...(hasPhone ? { phone, ...(filled(phoneCode) ? { phoneCode } : {}) } : {}),
    ...(filled(postalCode) ? { postalCode: postalCode.trim().toUpperCase() } : {}),
    ...(gender ? { gender } : {}),
    // The form cannot be sent without the agreements it shows, so a sent form has confirmed them.
    isTermsConfirmed: true,
    isTemporaryPassword: true,
    subscriptions: {
      newsletterConsent: form.newsletter === true,
      loyaltyConsent: loyaltyChosen,
      smsNotificationConsent: smsConsent,
      ...(loyaltyChosen ? { loyaltyEnrollment: 'Full' as const, loyaltyNewsletterConsent: true } : {}),
    },
    source: {
      ...(filled(context.store) ? { store: context.store } : {}),
      acquisitionType: 'Registered',
      ...(filled(context.campaignName) ? { campaignName: context.campaignName } : {}),
    },
    recaptcha_response: context.botCheck,
    ...(loyaltyChosen && form.policy !== true ? { termsConditionsAndPolicy: true } : {}),
  };
}
