import { getCountryCallingCode, isPossiblePhoneNumber, isSupportedCountry } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import type { PhoneCodeEntry } from '../entities/country';
import { z } from '../zod';
import { isBlank, textField } from './generic';
import { MESSAGES } from './messages';

/**
 * Phone rules (spec 000 section 5, spec 001 section 5). Digits only, matched against the dial code,
 * stored as '+' + dial code + national digits. North America (dial code 1) needs 10 digits starting 2-9;
 * a leading 0 is dropped for dial code 44. Other numbers must have a possible length for their country
 * (libphonenumber-js metadata), so fictional ranges such as 07700 900xxx are accepted.
 */

export const NORTH_AMERICA_DIAL_CODE = '1';
export const DEFAULT_DIAL_CODE = NORTH_AMERICA_DIAL_CODE;
export const DEFAULT_PHONE_LENGTH = 10;
export const NORTH_AMERICA_PHONE_PATTERN = /^[2-9]\d{9}$/;
export const PHONE_MASK_DIGIT = 'X';
export const NORTH_AMERICA_PHONE_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_PHONE_MASK = 'XXXX - XXX - XXX';

/** Countries per dial code, the main country first (1: US, AG, ..., CA, ...; 44: GB, GG, IM, JE). */
export const COUNTRIES_BY_DIAL_CODE: Readonly<Record<string, readonly string[]>> =
  metadata.country_calling_codes;

/** Dial codes shared by several countries; their select values carry the country ('1-CA'). */
export const SHARED_DIAL_CODES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(COUNTRIES_BY_DIAL_CODE).filter(([, countries]) => countries.length > 1),
);

export const isSharedDialCode = (dialCode: string): boolean => dialCode in SHARED_DIAL_CODES;

/** Dial code (digits, no plus) of an ISO country, or undefined when unknown. */
export const dialCodeForCountry = (country: string): string | undefined =>
  isSupportedCountry(country) ? getCountryCallingCode(country) : undefined;

export const phoneMaskFor = (dialCode: string): string =>
  dialCode === NORTH_AMERICA_DIAL_CODE ? NORTH_AMERICA_PHONE_MASK : DEFAULT_PHONE_MASK;

/** Fills the mask's X placeholders with the digits; stops when digits run out; extra digits are appended. */
export function applyPhoneMask(digits: string, mask: string): string {
  const source = digits.replace(/\D/g, '');
  let masked = '';
  let next = 0;
  for (const char of mask) {
    if (next >= source.length) break;
    masked += char === PHONE_MASK_DIGIT ? source[next++] : char;
  }
  return masked + source.slice(next);
}

/** Select value for a dial code: the dial code alone, or 'dial-country' when the dial code is shared. */
export function phoneCodeValue(dialCode: string, country?: string): string {
  const dial = dialCode.replace(/^\+/, '');
  return country && isSharedDialCode(dial) ? `${dial}-${country.toUpperCase()}` : dial;
}

export const phoneCodeValueFor = (entry: PhoneCodeEntry): string =>
  phoneCodeValue(entry.dialCode, entry.countryCode);

/** '1-CA' -> { dialCode '1', countryCode 'CA' }; '+44' -> { dialCode '44' }; malformed or mismatched -> null. */
export function parsePhoneCodeValue(value: string): { dialCode: string; countryCode?: string } | null {
  const match = /^\+?(\d{1,4})(?:-([A-Za-z]{2}))?$/.exec(value.trim());
  if (!match?.[1]) return null;
  const dialCode = match[1];
  if (!match[2]) return { dialCode };
  const countryCode = match[2].toUpperCase();
  const known = dialCodeForCountry(countryCode);
  return known === undefined || known === dialCode ? { dialCode, countryCode } : null;
}

export type NormalizedPhone =
  | { ok: true; value: string; dialCode: string; countryCode: string | undefined; nationalNumber: string }
  | { ok: false; reason: 'empty' | 'invalidCode' | 'invalidNumber'; message: string };

const fail = (reason: 'empty' | 'invalidCode' | 'invalidNumber', message: string): NormalizedPhone => ({
  ok: false,
  reason,
  message,
});

/**
 * Strips to digits, removes an international prefix ('+' or '00' then the dial code, or a North American
 * leading 1 on 11 digits), drops the leading 0 for dial code 44, checks the number and returns the stored form.
 * `phoneCode` is a dial code or a combined value ('1-CA'); it defaults to the country's dial code, then 1.
 */
export function normalizePhone(
  { phone, phoneCode }: { phone: string; phoneCode?: string | undefined },
  options: { country?: string; message?: string } = {},
): NormalizedPhone {
  const message = options.message ?? MESSAGES.phone;
  const countryDial = options.country ? dialCodeForCountry(options.country) : undefined;
  const code = parsePhoneCodeValue(
    phoneCode && !isBlank(phoneCode) ? phoneCode : (countryDial ?? DEFAULT_DIAL_CODE),
  );
  if (!code) return fail('invalidCode', message);
  const { dialCode } = code;
  const trimmed = phone.trim();
  let national = trimmed.replace(/\D/g, '');
  if (!national) return fail('empty', message);

  const international = trimmed.startsWith('+')
    ? national
    : trimmed.startsWith('00')
      ? national.slice(2)
      : null;
  if (international !== null) {
    if (!international.startsWith(dialCode)) return fail('invalidNumber', message);
    national = international.slice(dialCode.length);
  } else if (dialCode === NORTH_AMERICA_DIAL_CODE && national.length === 11 && national.startsWith('1')) {
    national = national.slice(1);
  }
  if (dialCode === '44' && national.startsWith('0')) national = national.slice(1);

  const sameDial = countryDial === dialCode ? options.country : undefined;
  const country = code.countryCode ?? sameDial ?? COUNTRIES_BY_DIAL_CODE[dialCode]?.[0];
  const valid =
    dialCode === NORTH_AMERICA_DIAL_CODE
      ? NORTH_AMERICA_PHONE_PATTERN.test(national)
      : country && isSupportedCountry(country)
        ? isPossiblePhoneNumber(national, country)
        : /^\d{4,14}$/.test(national);
  if (!valid) return fail('invalidNumber', message);
  return {
    ok: true,
    value: `+${dialCode}${national}`,
    dialCode,
    countryCode: country,
    nationalNumber: national,
  };
}

/**
 * Phone field for a country (dial code from the country, default 1). Blank and invalid both answer
 * 'A valid phone number is required'; with `required: false` blank passes.
 */
export function phoneSchemaFor(country: string, options: { required?: boolean; message?: string } = {}) {
  const message = options.message ?? MESSAGES.phone;
  const phoneCode = phoneCodeValue(dialCodeForCountry(country) ?? DEFAULT_DIAL_CODE, country);
  const check = z.refine<string>((phone) => normalizePhone({ phone, phoneCode }, { country }).ok, message);
  return textField({ required: options.required ?? true, requiredMessage: message, checks: [check] });
}

/**
 * Object-level phone check using the object's own phone code field (sign-up, addresses). Blank phones are
 * left to the field's own required rule; the error sits on the phone field.
 */
export function withPhoneCheck<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  options: { country?: string; phoneField?: string; codeField?: string; message?: string } = {},
): T {
  const { phoneField = 'phone', codeField = 'phoneCode', message = MESSAGES.phone } = options;
  const read = (value: Record<string, unknown>, key: string) =>
    typeof value[key] === 'string' && !isBlank(value[key] as string) ? (value[key] as string) : undefined;
  return schema.refine(
    (value) => {
      const phone = read(value, phoneField);
      if (phone === undefined) return true;
      const result = normalizePhone(
        { phone, phoneCode: read(value, codeField) },
        { country: options.country },
      );
      return result.ok;
    },
    {
      message,
      path: [phoneField],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
}
