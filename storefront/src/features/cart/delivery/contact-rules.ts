/**
 * Who collects a pickup or collection-point order (spec 000 section 5: collection point email, mobile
 * phone and contact, and store pickup email, are required only in configured locales). Pure checks that
 * answer message ids; the fields component shows them.
 */
export interface ContactValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobile: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', email: '', mobile: '' };

/** Which fields a method asks for on this site. */
export function contactFieldsFor(
  code: string,
  settings: { pickupEmailRequired: boolean; collectionPointContactRequired: boolean },
): readonly ContactField[] {
  if (code === 'pickup' && settings.pickupEmailRequired) return ['firstName', 'lastName', 'email'];
  if (code === 'pudo' && settings.collectionPointContactRequired)
    return ['firstName', 'lastName', 'email', 'mobile'];
  return [];
}

/** The spec's email rule: something@domain with at least two domain parts. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** The collection-point carriers take + and the dial code, then the digits (contracts/entities/store.ts). */
const MOBILE = /^\+\d{6,15}$/;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** Message ids of the problems in the asked fields; empty when they are all fine. */
export function contactErrors(values: ContactValues, fields: readonly ContactField[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value) errors[field] = 'delivery.contact.required';
    else if (field === 'email' && !EMAIL.test(value)) errors[field] = 'delivery.contact.emailInvalid';
    else if (field === 'mobile' && !MOBILE.test(value.replace(/[\s()-]/g, '')))
      errors[field] = 'delivery.contact.mobileInvalid';
  }
  return errors;
}

/** The contact the shipping method call carries (the contract's shippingContact). */
export function toShippingContact(values: ContactValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    ...(values.mobile.trim() ? { phone: values.mobile.replace(/[\s()-]/g, '') } : {}),
  };
}
