import type { CataloguePart } from './part';

/**
 * Profile ids (spec 000 section 8 "Profile" row). PRO404 reads 'Profile not loaded'; the birth date
 * ids follow spec 001 section 8 (a missing birth date re-runs validation of that field).
 */
export const profileEntries = {
  PRO412: {
    area: 'profile',
    kind: 'error',
    status: 500,
    message: 'We could not update your profile. Please try again later.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PRO418: {
    area: 'profile',
    kind: 'error',
    status: 500,
    message: 'Your profile update failed. Please try again later.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PRO414: {
    area: 'profile',
    kind: 'error',
    status: 409,
    message: 'This billing address cannot be deleted.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PRO415: {
    area: 'profile',
    kind: 'error',
    status: 500,
    message: 'We could not change your password. Please try again later.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PRO404: {
    area: 'profile',
    kind: 'error',
    status: 404,
    message: 'Profile not loaded',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PRO410: {
    area: 'profile',
    kind: 'error',
    status: 400,
    message: 'The birth date does not meet the minimum age requirement.',
    handling: [{ kind: 'field-error', field: 'birthDate' }],
    chosen: true,
  },
  PRO411: {
    area: 'profile',
    kind: 'error',
    status: 400,
    message: 'Birth date is required.',
    handling: [{ kind: 'revalidate-field', field: 'birthDate' }],
    chosen: true,
  },
  CCA400: {
    area: 'profile',
    kind: 'error',
    status: 409,
    message: 'This address is already saved in your account.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  CCA401: {
    area: 'profile',
    kind: 'error',
    status: 404,
    message: 'This address could not be found in your account.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  CCN404: {
    area: 'profile',
    kind: 'error',
    status: 404,
    message: 'We could not find this customer account.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
} satisfies CataloguePart;
