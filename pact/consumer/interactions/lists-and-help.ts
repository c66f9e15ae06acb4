import { expect } from 'vitest';
import '../../../storefront/src/api/account-operations';
import { CONTACT_FIELDS } from '../../../storefront/src/features/account/help/help-schemas';
import { passwordErrorField } from '../../../storefront/src/features/account/passwords/password-field-text';
import { errorOf, interaction } from '../pact-interaction';

const contact = (email: string) => ({
  requestType: 'ContactUs' as const,
  organization: 'summitpeak-us',
  payload: {
    firstName: 'Ana',
    lastName: 'Lima',
    email,
    category: 'ORDERS',
    subject: 'ORDER_STATUS',
    message: 'Where is my order?',
  },
});

/**
 * The rewards page's welcome offer and its refusal (commerce/account/loyalty.ts: REW130 as a sticky toast),
 * sharing the favourites and reading a shared list (storefront/src/commerce/account/lists.ts), and customer
 * care's contact-us and warranty calls (commerce/account/help.ts). A refused care call shows under the field
 * the catalogue names (AUT453 the email); a shared list that is not shared (API404) is the page's not-found.
 */
export const listsAndHelpInteractions = [
  interaction('getLoyaltyWelcomePromo', {
    description: "a request for the member's welcome offer",
    states: ['a loyalty member with a cart ready for payment'],
    input: () => ({}),
  }),
  interaction('getLoyaltyVouchers', {
    description: 'a request for the points and vouchers of a shopper who is not a loyalty member',
    states: ['a signed-in shopper with a favorite'],
    input: () => ({}),
    error: { errorId: 'REW130', route: 'sticky-error-toast' },
  }),
  interaction('shareFavorites', {
    description: "a request for the favorites' share link",
    states: ['a signed-in shopper with a favorite'],
    input: (v) => ({ params: { favoriteId: v.favoriteId }, body: {} }),
  }),
  interaction('getSharedFavorites', {
    description: 'a request for a shared favorites list',
    states: ['a shared favorites list'],
    input: (v) => ({ params: { favoriteId: v.favoriteId } }),
  }),
  interaction('getSharedFavorites', {
    description: 'a request for a favorites list that was never shared',
    states: ['a signed-in shopper with a favorite'],
    input: (v) => ({ params: { favoriteId: v.favoriteId } }),
    error: { errorId: 'API404' },
  }),
  interaction('getContactUsCategories', {
    description: 'a request for the contact-us categories and their subjects',
    states: ['a guest shopper'],
    input: () => ({}),
  }),
  interaction('submitContactUs', {
    description: 'a contact-us message from a guest',
    states: ['a guest shopper'],
    input: () => ({ body: contact('ana.lima@example.com') }),
  }),
  interaction('submitContactUs', {
    description: 'a contact-us message with a malformed email (shown on the email field)',
    states: ['a guest shopper'],
    input: () => ({ body: contact('ana@localhost') }),
    error: { errorId: 'AUT453', route: 'field-error' },
    check: (outcome) => expect(passwordErrorField(errorOf(outcome), CONTACT_FIELDS)).toBe('email'),
  }),
  interaction('submitWarrantyClaim', {
    description: 'a warranty claim from a guest',
    states: ['a guest shopper'],
    input: () => ({
      body: {
        requestType: 'Warranty',
        organization: 'summitpeak-us',
        payload: {
          firstName: 'Ana',
          lastName: 'Lima',
          email: 'ana.lima@example.com',
          phone: '5555550123',
          address: {
            firstName: 'Ana',
            lastName: 'Lima',
            addressLine1: '1 Main St',
            city: 'Denver',
            postalCode: '80202',
            country: 'US',
            countryCode: 'US',
          },
          productName: 'Summit parka',
          purchaseDate: '2026-01-15',
          issueDescription: 'The zip came apart.',
        },
      },
    }),
  }),
];
