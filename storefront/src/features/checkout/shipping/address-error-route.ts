import { isApiError } from '../../../commerce/commerce-error';
import type { AddressFormField } from './address-schema';

const FORM_FIELDS: readonly string[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'email',
  'phone',
];

export type AddressErrorRoute =
  | { readonly kind: 'field'; readonly field: AddressFormField }
  | { readonly kind: 'banner' }
  | { readonly kind: 'toast' };

/**
 * Where an address call's error shows, by the catalogue's handling (spec 000 section 8): under its field
 * (SHP410 phone, SHP500 street; CHK320 names the failing field in its message), as the top banner
 * (CANT_SHIP_THERE), else as a sticky error toast.
 */
export function addressErrorRoute(error: unknown): AddressErrorRoute {
  if (!isApiError(error)) return { kind: 'toast' };
  for (const handling of error.entry?.handling ?? []) {
    if (
      (handling.kind === 'field-error' || handling.kind === 'inline-at-input') &&
      FORM_FIELDS.includes(handling.field)
    )
      return { kind: 'field', field: handling.field as AddressFormField };
    if (handling.kind === 'top-banner' || handling.kind === 'top-notification') return { kind: 'banner' };
  }
  // CHK320's message starts with the field the rules refused ("postalCode: ...").
  const named = /^(\w+):/.exec(error.serverMessage)?.[1];
  if (error.errorId === 'CHK320' && named && FORM_FIELDS.includes(named))
    return { kind: 'field', field: named as AddressFormField };
  return { kind: 'toast' };
}
