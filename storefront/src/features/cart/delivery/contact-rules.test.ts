import { describe, expect, it } from 'vitest';
import { contactErrors, contactFieldsFor, EMPTY_CONTACT, toShippingContact } from './contact-rules';

const OFF = { pickupEmailRequired: false, collectionPointContactRequired: false };
const ON = { pickupEmailRequired: true, collectionPointContactRequired: true };

describe('collecting contact', () => {
  it('is asked only in configured locales', () => {
    expect(contactFieldsFor('pickup', OFF)).toEqual([]);
    expect(contactFieldsFor('pudo', OFF)).toEqual([]);
    expect(contactFieldsFor('pickup', ON)).toEqual(['firstName', 'lastName', 'email']);
    expect(contactFieldsFor('pudo', ON)).toContain('mobile');
    expect(contactFieldsFor('me', ON)).toEqual([]);
  });

  it('requires the asked fields and checks email and mobile', () => {
    const fields = contactFieldsFor('pudo', ON);
    expect(contactErrors(EMPTY_CONTACT, fields)).toEqual({
      firstName: 'delivery.contact.required',
      lastName: 'delivery.contact.required',
      email: 'delivery.contact.required',
      mobile: 'delivery.contact.required',
    });
    const values = { firstName: 'Alex', lastName: 'Martin', email: 'alex@example', mobile: '0612' };
    expect(contactErrors(values, fields)).toEqual({
      email: 'delivery.contact.emailInvalid',
      mobile: 'delivery.contact.mobileInvalid',
    });
    const good = { ...values, email: 'alex@example.fr', mobile: '+33 6 12 34 56 78' };
    expect(contactErrors(good, fields)).toEqual({});
    expect(toShippingContact(good)).toEqual({
      firstName: 'Alex',
      lastName: 'Martin',
      email: 'alex@example.fr',
      phone: '+33612345678',
    });
  });
});
