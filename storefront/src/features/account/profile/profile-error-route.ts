import { isApiError } from '../../../commerce/commerce-error';

/** The profile form's fields a failed update can be shown on (the catalogue's field-error handling). */
const ERROR_FIELDS = ['email', 'phone', 'birthDate'] as const;
export type ProfileErrorField = (typeof ERROR_FIELDS)[number];

export type ProfileErrorRoute =
  | { readonly kind: 'field'; readonly field: ProfileErrorField }
  | { readonly kind: 'revalidate'; readonly field: 'birthDate' }
  | { readonly kind: 'toast' }
  | { readonly kind: 'notice' };

const isErrorField = (field: string): field is ProfileErrorField =>
  (ERROR_FIELDS as readonly string[]).includes(field);

/**
 * Where a failed profile update shows, by its catalogue entry's handling (spec 000 section 8): on its field
 * (PRO410 the birth date, AUT442/AUT444 the phone, AUT453/PRO400 the email), a missing birth date (PRO411)
 * re-runs the field's validation with the date required, a sticky error toast (PRO412, PRO418, PRO404);
 * anything else (a network failure) in the form's notice.
 */
export function profileErrorRoute(error: unknown): ProfileErrorRoute {
  if (!isApiError(error)) return { kind: 'notice' };
  for (const handling of error.entry?.handling ?? []) {
    if (handling.kind === 'field-error' && isErrorField(handling.field))
      return { kind: 'field', field: handling.field };
    if (handling.kind === 'revalidate-field' && handling.field === 'birthDate')
      return { kind: 'revalidate', field: 'birthDate' };
    if (handling.kind === 'sticky-error-toast') return { kind: 'toast' };
  }
  return { kind: 'notice' };
}
