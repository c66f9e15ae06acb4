import { useQuery } from '@tanstack/react-query';
import type { DateFormat } from '../../../../../contracts/validators/dates';
import { toDisplayDate } from '../../../../../contracts/validators/dates';
import { type KnownUserData, signUpCommerceOf } from '../../../commerce/account/sign-up';
import { useCommerce } from '../../../commerce/commerce-context';
import type { SignUpValues } from './sign-up-schema';

export type PrefillField = 'firstName' | 'lastName' | 'email' | 'birthDate' | 'phone' | 'gender';

export interface SignUpPrefill {
  readonly values: Partial<SignUpValues>;
  /** The fields the known details filled: shown locked. */
  readonly locked: ReadonlySet<PrefillField>;
  /** A double-opted Loyalty enrollment: the loyalty terms are pre-ticked and hidden. */
  readonly loyaltyEnrolled: boolean;
}

/** The form's prefill from a known consumer's details (pure). */
export function prefillOf(
  known: KnownUserData,
  dateFormat: DateFormat,
  formatPhone: (stored: string) => string,
): SignUpPrefill {
  const details = known.consumerDetails;
  const values: Partial<SignUpValues> = {};
  const locked = new Set<PrefillField>();
  const fill = (field: PrefillField, value: string | undefined) => {
    if (!value || value.trim() === '') return;
    values[field] = value;
    locked.add(field);
  };
  fill('firstName', details.firstName);
  fill('lastName', details.lastName);
  fill('email', details.email);
  fill(
    'birthDate',
    details.birthDate ? (toDisplayDate(details.birthDate, dateFormat) ?? undefined) : undefined,
  );
  fill('phone', details.phone ? formatPhone(details.phone) : undefined);
  fill('gender', details.gender);
  const loyaltyEnrolled = known.enrollments.some((e) => e.type === 'Loyalty' && e.doubleOptin === true);
  if (loyaltyEnrolled) values.loyaltyTerms = true;
  return { values, locked, loyaltyEnrolled };
}

/**
 * Prefill (spec 001 section 4): with consumerId and email in the query, and not a loyalty sign-up, the known
 * details fill the form. Without them, or when they do not match (CCN404), the form starts empty.
 */
export function useSignUpPrefill(
  consumerId: string | undefined,
  email: string | undefined,
  enabled: boolean,
) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['signUpPrefill', consumerId, email],
    queryFn: () => signUpCommerceOf(commerce).knownUserData(consumerId ?? '', email ?? ''),
    enabled: enabled && Boolean(consumerId && email),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
