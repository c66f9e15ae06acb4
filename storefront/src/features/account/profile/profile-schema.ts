import { gender } from '../../../../../contracts/entities/consumer-profile';
import { birthDate, type DateFormat } from '../../../../../contracts/validators/dates';
import { maxLength, personName, signInEmail, textField } from '../../../../../contracts/validators/generic';
import { phoneSchemaFor } from '../../../../../contracts/validators/phone';
import { joinInterests } from '../../../../../contracts/validators/profile-rules';
import { z } from '../../../../../contracts/zod';
import type { EnrolmentDetails, EnrolmentPreferences } from '../../../commerce/account/enrolment';
import { postalCodeField, storedBirthDate, storedPhoneOf } from '../enrolment/enrolment-schemas';

/** The longest preferred shoe size the profile holds (contracts: preferences.preferredShoeSize). */
const SHOE_SIZE_MAX = 8;

/**
 * The profile page's rules, from the contracts' validators (spec 000 section 5, spec 001 section 5): names
 * and email required; phone for the site's country, postal code under its rule and birth date under its
 * minimum age, each optional (a partial profile can still be edited) unless the server says the birth date
 * is required (PRO411); gender from the contract's values.
 */
export function profileFormSchemaFor(
  country: string,
  format: DateFormat,
  { birthDateRequired = false }: { birthDateRequired?: boolean } = {},
) {
  return z.object({
    firstName: personName(),
    lastName: personName(),
    email: signInEmail,
    phone: phoneSchemaFor(country, { required: false }),
    postalCode: postalCodeField(country, false),
    birthDate: birthDate(format, { country, required: birthDateRequired }),
    gender: z.union([z.literal(''), gender]),
    preferredShoeSize: textField({ required: false, checks: [maxLength(SHOE_SIZE_MAX)] }),
    interests: z.array(z.string()),
  });
}

export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchemaFor>>;
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchemaFor>>;

/** What the form writes: the details as stored (phone with its dial code, date YYYY-MM-DD), interests piped. */
export function profileWriteOf(
  values: ProfileFormOutput,
  country: string,
  format: DateFormat,
): { details: EnrolmentDetails; preferences: EnrolmentPreferences } {
  const phone = values.phone ? storedPhoneOf(values.phone, country) : null;
  const born = values.birthDate ? storedBirthDate(values.birthDate, format) : undefined;
  return {
    details: {
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      ...(phone ? { phone } : {}),
      ...(values.postalCode ? { postalCode: values.postalCode } : {}),
      ...(born ? { birthDate: born } : {}),
      ...(values.gender ? { gender: values.gender } : {}),
    },
    preferences: {
      interests: joinInterests(values.interests),
      ...(values.preferredShoeSize ? { preferredShoeSize: values.preferredShoeSize } : {}),
    },
  };
}
