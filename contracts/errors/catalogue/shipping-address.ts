import type { CataloguePart } from './part';

/**
 * Shipping and address ids (spec 000 section 8 "Shipping and address" row). SHP500 is one of the
 * spec's messages (PO box); the phone ids sit on the phone field (spec 000 section 5).
 */
export const shippingAddressEntries = {
  SHP404: {
    area: 'shipping',
    kind: 'error',
    status: 422,
    message: 'The selected shipping method is not available for this address.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  SHP500: {
    area: 'shipping',
    kind: 'error',
    status: 422,
    message: 'We cannot ship to PO boxes. Please enter a street address.',
    handling: [{ kind: 'field-error', field: 'addressLine1' }],
    chosen: true,
  },
  SHP410: {
    area: 'shipping',
    kind: 'error',
    status: 400,
    message: 'A valid phone number is required',
    handling: [{ kind: 'field-error', field: 'phone' }],
    chosen: true,
  },
  CHK380: {
    area: 'shipping',
    kind: 'error',
    status: 400,
    message: 'The address is not valid. Please check it and try again.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  CHK320: {
    area: 'shipping',
    kind: 'error',
    status: 400,
    message: 'We could not validate this address. Please check the highlighted fields.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PYT405: {
    area: 'shipping',
    kind: 'error',
    status: 404,
    message: 'The address could not be found. Please enter it again.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PYT406: {
    area: 'shipping',
    kind: 'error',
    status: 400,
    message: 'The address is missing required fields.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  BIL400: {
    area: 'shipping',
    kind: 'error',
    status: 400,
    message: 'A billing address is required.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  BILL410: {
    area: 'shipping',
    kind: 'error',
    status: 400,
    message: 'A valid phone number is required',
    handling: [{ kind: 'field-error', field: 'phone' }],
    chosen: true,
  },
} satisfies CataloguePart;
