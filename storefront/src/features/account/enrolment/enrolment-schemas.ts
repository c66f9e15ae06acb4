import { addressRuleSetFor } from '../../../../../contracts/validators/address-rules';
import { birthDate, type DateFormat, toStoredDate } from '../../../../../contracts/validators/dates';
import {
  minLength,
  pattern,
  personName,
  signInEmail,
  textField,
} from '../../../../../contracts/validators/generic';
import { normalizePhone, phoneSchemaFor } from '../../../../../contracts/validators/phone';
import { z } from '../../../../../contracts/zod';

/**
 * The enrolment steps' form rules, from the contracts' own validators and messages (spec 000 section 5,
 * spec 001 section 5): the lookup's email, the mobile step's phone for the site's country, and the profile
 * step's names, postal code (the country's pattern and minimum length, upper case) and birth date.
 */
export const lookupSchema = z.object({ email: signInEmail });
export type LookupValues = z.infer<typeof lookupSchema>;

export const mobileSchemaFor = (country: string) => z.object({ phone: phoneSchemaFor(country) });
export type MobileValues = z.infer<ReturnType<typeof mobileSchemaFor>>;

/** The phone as stored: a plus and the dial code, then the digits (spec 000 section 5). */
export function storedPhoneOf(phone: string, country: string): string | null {
  const result = normalizePhone({ phone }, { country });
  return result.ok ? result.value : null;
}

/** The postal code rule of the site's country (its shipping address rule: pattern, minimum length). */
export function postalCodeRule(country: string) {
  return addressRuleSetFor(country, 'shipping').fields.postalCode;
}

/** The postal code under the country's rule, upper case; required unless said otherwise. */
export function postalCodeField(country: string, required = true) {
  const rule = postalCodeRule(country);
  const checks = [
    ...(rule?.minLength ? [minLength(rule.minLength)] : []),
    ...(rule?.pattern ? [pattern(new RegExp(rule.pattern), rule.patternMessage)] : []),
  ];
  return textField({ required, uppercase: true, checks });
}

export function profileSchemaFor(country: string, format: DateFormat) {
  return z.object({
    firstName: personName(),
    lastName: personName(),
    postalCode: postalCodeField(country),
    birthDate: birthDate(format, { country }),
  });
}
export type ProfileValues = z.infer<ReturnType<typeof profileSchemaFor>>;

/** The birth date as sent (YYYY-MM-DD) from the display format; undefined when not a real date. */
export const storedBirthDate = (text: string, format: DateFormat): string | undefined =>
  toStoredDate(text, format) ?? undefined;
