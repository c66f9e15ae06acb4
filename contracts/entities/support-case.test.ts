import { describe, expect, it } from 'vitest';
import { contactCategories, contactUsRequest, warrantyRequest } from './support-case';

const contact = {
  requestType: 'ContactUs',
  organization: 'summitpeak-us',
  payload: {
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.com',
    category: 'orders',
    subject: 'where-is-my-order',
    message: 'My order has not arrived.',
  },
};

describe('support cases', () => {
  it('accepts a contact-us message and a warranty claim', () => {
    expect(contactUsRequest.safeParse(contact).success).toBe(true);
    const warranty = {
      requestType: 'Warranty',
      organization: 'summitpeak-us',
      payload: {
        firstName: 'Ana',
        lastName: 'Lima',
        email: 'ana@example.com',
        phone: '+15555550123',
        address: {
          firstName: 'Ana',
          lastName: 'Lima',
          addressLine1: '1 Main St',
          city: 'Denver',
          postalCode: '80202',
          country: 'US',
        },
        productName: 'Trail Jacket',
        purchaseDate: '2025-11-02',
        issueDescription: 'Zip broke after a month.',
      },
    };
    expect(warrantyRequest.safeParse(warranty).success).toBe(true);
  });

  it('rejects a missing request type, organisation or payload, and an empty message', () => {
    const { requestType: _, ...noType } = contact;
    expect(contactUsRequest.safeParse(noType).success).toBe(false);
    const { organization: __, ...noOrg } = contact;
    expect(contactUsRequest.safeParse(noOrg).success).toBe(false);
    const { payload: ___, ...noPayload } = contact;
    expect(contactUsRequest.safeParse(noPayload).success).toBe(false);
    expect(
      contactUsRequest.safeParse({ ...contact, payload: { ...contact.payload, message: '  ' } }).success,
    ).toBe(false);
  });

  it('needs at least one subject per category', () => {
    expect(
      contactCategories.safeParse({ categories: [{ code: 'orders', label: 'Orders', subjects: [] }] })
        .success,
    ).toBe(false);
  });
});
