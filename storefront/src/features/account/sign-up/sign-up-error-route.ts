import { isApiError } from '../../../commerce/commerce-error';

/** The form fields a sign-up error can be put on (spec 001 section 8). */
const ERROR_FIELDS = ['email', 'phone'] as const;
export type SignUpErrorField = (typeof ERROR_FIELDS)[number];

export type SignUpErrorRoute =
  | { readonly kind: 'field'; readonly field: SignUpErrorField; readonly message: string }
  | { readonly kind: 'revalidate'; readonly field: 'birthDate' }
  | { readonly kind: 'notice'; readonly message: string };

const isErrorField = (field: string): field is SignUpErrorField =>
  (ERROR_FIELDS as readonly string[]).includes(field);

/**
 * Where a sign-up error shows, by the catalogue's handling of its id (spec 001 section 8): login in use
 * (AUT439, PRO400) with the API's message on the email field, phone in use (AUT442, AUT444) on the phone
 * field, a missing birth date (PRO411) re-runs the form's validation; anything else in the error notice.
 */
export function signUpErrorRoute(error: unknown, fallback: string): SignUpErrorRoute {
  if (!isApiError(error)) return { kind: 'notice', message: fallback };
  const message = error.serverMessage || fallback;
  for (const handling of error.entry?.handling ?? []) {
    if (handling.kind === 'field-error' && isErrorField(handling.field))
      return { kind: 'field', field: handling.field, message };
    if (handling.kind === 'revalidate-field' && handling.field === 'birthDate')
      return { kind: 'revalidate', field: 'birthDate' };
  }
  return { kind: 'notice', message };
}
