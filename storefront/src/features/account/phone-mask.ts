import {
  applyPhoneMask,
  DEFAULT_DIAL_CODE,
  dialCodeForCountry,
  normalizePhone,
  phoneMaskFor,
} from '../../../../contracts/validators/phone';

/**
 * The account forms' phone fields (the enrolment's mobile step, the profile, SMS): the site country's mask
 * (spec 000 section 5), applied as the shopper types, and a stored phone shown in it.
 */
export const countryPhoneMask = (country: string): string =>
  phoneMaskFor(dialCodeForCountry(country) ?? DEFAULT_DIAL_CODE);

/** Digits typed take the mask; an international number (+...) is left as typed. */
export const maskedAsTyped = (typed: string, mask: string): string =>
  typed.trim().startsWith('+') ? typed : applyPhoneMask(typed, mask);

/** A stored phone (a plus and the dial code, then the digits) as the national number in the mask. */
export function displayedPhone(stored: string | undefined, country: string, mask: string): string {
  if (!stored) return '';
  const phone = normalizePhone({ phone: stored }, { country });
  return phone.ok ? applyPhoneMask(phone.nationalNumber, mask) : stored;
}
