import { isBlank } from './blank';

/** Profile fields whose absence makes a profile with an email partially enrolled (spec 000 section 5). */
export const PROFILE_COMPLETION_FIELDS = [
  'phone',
  'firstName',
  'lastName',
  'postalCode',
  'birthDate',
] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

/** The consumer details this rule reads (a structural pick, so any profile shape carrying them fits). */
export type EnrolmentFields = Partial<Record<'email' | ProfileCompletionField, string | null>>;

/** Which completion fields are missing (blank counts as missing). */
export const missingProfileFields = (profile: EnrolmentFields): ProfileCompletionField[] =>
  PROFILE_COMPLETION_FIELDS.filter((field) => isBlank(profile[field]));

/** Has an email but lacks any of phone, first name, last name, postal code or birth date. */
export const isPartiallyEnrolled = (profile: EnrolmentFields): boolean =>
  !isBlank(profile.email) && missingProfileFields(profile).length > 0;

/** The three pipe-separated parts of an approaching-promotion callout, or null when not exactly three. */
export function splitApproachingCallout(text: string | null | undefined): [string, string, string] | null {
  const parts = (text ?? '').split('|');
  if (parts.length !== 3) return null;
  const [first = '', second = '', third = ''] = parts.map((part) => part.trim());
  return [first, second, third];
}

/**
 * Approaching-promotion callout (spec 000 section 5): ignored (null) unless it splits into exactly three
 * pipe-separated parts; then the promotion name is used when given, else the third part.
 */
export function parseApproachingCallout(
  text: string | null | undefined,
  promotionName?: string | null,
): string | null {
  const parts = splitApproachingCallout(text);
  if (!parts) return null;
  return promotionName && !isBlank(promotionName) ? promotionName.trim() : parts[2];
}

export const INTERESTS_SEPARATOR = '|';

/** Interests are stored joined by a pipe; blanks are dropped, duplicates kept once, order kept. */
export const joinInterests = (interests: readonly string[]): string =>
  [...new Set(interests.map((interest) => interest.trim()).filter((interest) => interest !== ''))].join(
    INTERESTS_SEPARATOR,
  );

export const splitInterests = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(INTERESTS_SEPARATOR)
    .map((interest) => interest.trim())
    .filter((interest) => interest !== '');
