import type { Address } from '../../../../../contracts/entities/address';
import type { AddressFieldName, AddressRuleSet } from '../../../../../contracts/entities/country';
import {
  type AddressForm,
  type AddressRuleOverrides,
  addressRuleSetFor,
  addressSchemaFor,
  mergeServerRules,
} from '../../../../../contracts/validators/address-rules';
import { isBlank } from '../../../../../contracts/validators/generic';
import {
  applyPhoneMask,
  DEFAULT_DIAL_CODE,
  dialCodeForCountry,
  normalizePhone,
  parsePhoneCodeValue,
  phoneCodeValue,
  phoneMaskFor,
} from '../../../../../contracts/validators/phone';

/**
 * The address form's rules as pure functions over the contracts' rule sets (spec 000 section 5): per
 * country and locale, per form (shipping, billing), with the server's overrides on top; the schema is the
 * contracts' own (the simulator applies the same one), so the form and the API agree on every message.
 */

/** The form's fields: the rule set's fields and the phone's dial code, all text. */
export type AddressFormField = AddressFieldName | 'phoneCode';
export type AddressFormValues = Required<{ [K in AddressFormField]: NonNullable<Address[K]> }>;

/** The rule set a form applies: the contracts' default for the country and locale, the server's overrides on top. */
export function addressRulesFor(
  countryCode: string,
  form: AddressForm,
  locale: string,
  overrides?: AddressRuleOverrides,
): AddressRuleSet {
  return mergeServerRules(addressRuleSetFor(countryCode, form, locale), overrides);
}

/**
 * The rule set with the email required: a guest's order has no account email, so the shipping address's
 * email is where the confirmation goes and what tracks the order (the server refuses such an order without
 * one, ORD400, only when it is placed).
 */
export function withRequiredEmail(ruleSet: AddressRuleSet): AddressRuleSet {
  return mergeServerRules(ruleSet, { email: { ...ruleSet.fields.email, required: true } });
}

/** The Zod schema of a rule set (the contracts' builder: required, lengths, pattern, province list, phone). */
export function buildAddressSchema(ruleSet: AddressRuleSet) {
  return addressSchemaFor(ruleSet);
}

// Phone --------------------------------------------------------------------------------------------------

/** The dial-code select's value for a country: '1-US', '1-CA', '44-GB' when shared, else '33'. */
export function defaultPhoneCode(countryCode: string): string {
  return phoneCodeValue(dialCodeForCountry(countryCode) ?? DEFAULT_DIAL_CODE, countryCode);
}

const dialOf = (phoneCode: string) => parsePhoneCodeValue(phoneCode)?.dialCode ?? DEFAULT_DIAL_CODE;

/**
 * What the phone input shows as the shopper types: digits in the dial code's mask, `(XXX) XXX - XXXX` in
 * North America, `XXXX - XXX - XXX` elsewhere; the trunk 0 of a 44 number is dropped as it is stored.
 */
export function formatPhoneInput(raw: string, phoneCode: string): string {
  const dial = dialOf(phoneCode);
  let digits = raw.replace(/\D/g, '');
  if (dial === '44') digits = digits.replace(/^0/, '');
  return applyPhoneMask(digits, phoneMaskFor(dial));
}

/** The mask the phone input shows for a dial-code value. */
export const phoneMaskOf = (phoneCode: string): string => phoneMaskFor(dialOf(phoneCode));

/** A stored phone ('+14165550123') back in the form's shape: the digits after the dial code, masked. */
export function phoneForForm(stored: string | undefined, phoneCode: string): string {
  if (!stored) return '';
  const dial = dialOf(phoneCode);
  const digits = stored.replace(/\D/g, '');
  const national = stored.startsWith('+') && digits.startsWith(dial) ? digits.slice(dial.length) : digits;
  return formatPhoneInput(national, phoneCode);
}

// Form <-> address ---------------------------------------------------------------------------------------

const EMPTY: AddressFormValues = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  province: '',
  postalCode: '',
  country: '',
  email: '',
  phone: '',
  phoneCode: '',
};

/** The form's starting values: a saved or entered address (its phone masked), else empty for the country. */
export function formValuesOf(address: Partial<Address> | undefined, countryCode: string): AddressFormValues {
  const country =
    address?.countryCode ??
    (address?.country && /^[A-Z]{2}$/.test(address.country) ? address.country : countryCode);
  const phoneCode = address?.phoneCode ?? defaultPhoneCode(country);
  const values: AddressFormValues = { ...EMPTY, country, phoneCode };
  for (const key of Object.keys(EMPTY) as AddressFormField[]) {
    const value = address?.[key];
    if (typeof value === 'string' && key !== 'country' && key !== 'phoneCode') values[key] = value;
  }
  values.phone = phoneForForm(address?.phone, phoneCode);
  return values;
}

/**
 * The address the API takes from valid form values: the phone stored as '+', the dial code and the digits
 * (spec 000 section 5), the country as its code, blank optional fields left out.
 */
export function addressOf(values: AddressFormValues): Address {
  const phone = normalizePhone(
    { phone: values.phone, phoneCode: values.phoneCode },
    { country: values.country },
  );
  const optional = (value: string) => (isBlank(value) ? undefined : value.trim());
  const address: Address = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    addressLine1: values.addressLine1.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim().toUpperCase(),
    country: values.country,
    countryCode: values.country,
    phone: phone.ok ? phone.value : values.phone,
    phoneCode: values.phoneCode,
  };
  const extra = {
    addressLine2: optional(values.addressLine2),
    province: optional(values.province),
    email: optional(values.email),
  };
  for (const [key, value] of Object.entries(extra))
    if (value !== undefined) Object.assign(address, { [key]: value });
  return address;
}
