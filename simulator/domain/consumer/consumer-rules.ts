import { emailFormat } from '../../../contracts/entities/credentials';
import { checkBirthDate } from '../../../contracts/validators/dates';
import { normalizePhone } from '../../../contracts/validators/phone';
import { type Failure, failure } from '../failure';

/** Server-side format rules of the profile and sign-up calls, answered with their coded ids. */

const isEmail = (value: string): boolean => emailFormat.safeParse(value.trim()).success;

export const emailFailure = (value: string): Failure | undefined =>
  isEmail(value) ? undefined : failure('AUT453');

/** Countries where sign-up requires a birth date (configured per locale; our choice): EMEA markets. */
export const BIRTH_DATE_REQUIRED_COUNTRIES: readonly string[] = ['GB', 'DE', 'FR', 'IT'];

/** PRO411 when the country requires a birth date and none came; PRO410 for a date or age out of bounds. */
export function birthDateFailure(
  birthDate: string | undefined,
  options: { country: string; required: boolean; today: Date },
): Failure | undefined {
  if (birthDate === undefined || birthDate.trim() === '')
    return options.required ? failure('PRO411') : undefined;
  const result = checkBirthDate(birthDate, { country: options.country, today: options.today });
  return result.ok ? undefined : failure('PRO410', result.message);
}

/** The stored phone (+ dial code and digits), or API400 naming the field. */
export function storedPhone(
  phone: string,
  phoneCode: string | undefined,
  country: string,
  field: string,
): string | Failure {
  const normalised = normalizePhone({ phone, phoneCode }, { country });
  return normalised.ok ? normalised.value : failure('API400', `${field}: ${normalised.message}`);
}

export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
