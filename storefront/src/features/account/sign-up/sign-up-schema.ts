import { gender as genderEnum } from '../../../../../contracts/entities/consumer-profile';
import {
  addressFieldSchema,
  addressRuleSetFor,
  DEFAULT_ADDRESS_FIELD_RULES,
} from '../../../../../contracts/validators/address-rules';
import { birthDate, type DateFormat, toStoredDate } from '../../../../../contracts/validators/dates';
import { email, passwordByRule, personName } from '../../../../../contracts/validators/generic';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import { normalizePhone, withPhoneCheck } from '../../../../../contracts/validators/phone';
import { z } from '../../../../../contracts/zod';
import type { SignUpFormData } from '../../../commerce/account/sign-up-body';

/** What decides the sign-up form's fields and rules (the site and the kind of sign-up). */
export interface SignUpRules {
  readonly country: string;
  readonly locale: string;
  readonly dateFormat: DateFormat;
  readonly minimalAge: number;
  /** The loyalty sign-up: its terms are required. */
  readonly loyalty: boolean;
  /** The standard sign-up offers to join loyalty too (loyalty features on). */
  readonly loyaltyOffered: boolean;
  /** The privacy policy checkbox is shown, and then required. */
  readonly policyShown: boolean;
  readonly genderShown: boolean;
  /** Off until the server says the locale requires it (PRO411 re-runs validation with it on). */
  readonly birthDateRequired: boolean;
}

/** Designed (docs/decisions.md): EMEA sites show gender (the sign-up and the account's profile). */
export const genderShownIn = (region: string): boolean => region === 'EMEA';

/** The form's values as react-hook-form holds them (text as typed, checkboxes as booleans). */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthDate: string;
  phoneCode: string;
  phone: string;
  postalCode: string;
  gender: string;
  newsletter: boolean;
  loyaltyTerms: boolean;
  policy: boolean;
  /** The SMS consent box: ticking it reveals the SMS terms. */
  smsConsent: boolean;
  /** The SMS terms accepted (spec 001's optInAccepted). */
  optInAccepted: boolean;
}

const agreed = z.boolean().refine((value) => value, MESSAGES.required);

/** The postal code under the country's address rules (the locale's pattern, minimum length, upper case). */
function postalCodeSchema(country: string, locale: string) {
  const rule = addressRuleSetFor(country, 'shipping', locale).fields.postalCode;
  return addressFieldSchema('postalCode', rule ?? DEFAULT_ADDRESS_FIELD_RULES.postalCode);
}

/**
 * The sign-up form's schema (spec 001 sections 3 and 5) from the contracts' validators and their messages:
 * names, email, the password by rule (each failing part its own message), the postal code, the birth date in
 * the site's display format and age rules, the phone for its dial code, gender where shown and the
 * agreements that are shown.
 */
export function signUpSchema(rules: SignUpRules) {
  const shape = z.looseObject({
    firstName: personName(),
    lastName: personName(),
    email: email(),
    password: passwordByRule(),
    postalCode: postalCodeSchema(rules.country, rules.locale),
    birthDate: birthDate(rules.dateFormat, {
      country: rules.country,
      minimalAge: rules.minimalAge,
      required: rules.birthDateRequired,
    }),
    gender: rules.genderShown
      ? z
          .string()
          .refine((value) => (genderEnum.options as readonly string[]).includes(value), MESSAGES.required)
      : z.string(),
    loyaltyTerms: rules.loyalty ? agreed : z.boolean(),
    policy: rules.policyShown ? agreed : z.boolean(),
  });
  return withPhoneCheck(shape, { country: rules.country });
}

const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The valid form's data as the request builder takes it: stored birth date and phone, fields shown only. */
export function signUpFormData(values: SignUpValues, rules: SignUpRules): SignUpFormData {
  const phone = blankToUndefined(values.phone)
    ? normalizePhone({ phone: values.phone, phoneCode: values.phoneCode }, { country: rules.country })
    : undefined;
  const storedPhone = phone?.ok ? phone.value : undefined;
  const stored = blankToUndefined(values.birthDate) ? toStoredDate(values.birthDate, rules.dateFormat) : null;
  const gender = genderEnum.safeParse(values.gender);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    ...(stored ? { birthDate: stored } : {}),
    ...(storedPhone ? { phone: storedPhone, phoneCode: values.phoneCode } : {}),
    ...(blankToUndefined(values.postalCode) ? { postalCode: values.postalCode } : {}),
    ...(rules.genderShown && gender.success ? { gender: gender.data } : {}),
    newsletter: values.newsletter,
    ...(rules.loyalty || rules.loyaltyOffered ? { loyaltyTerms: values.loyaltyTerms } : {}),
    ...(rules.policyShown ? { policy: values.policy } : {}),
    ...(storedPhone && values.smsConsent ? { optInAccepted: values.optInAccepted } : {}),
  };
}
