import { guestToken, SHOPPER_PASSWORD } from '../flows/common-steps';
import { type Scenario, step } from '../scenario';
import { injectedError, realError, signedIn } from './helpers';

/** Profile group: profiles, address book and saved-card addresses (docs/decisions.md, consumers). */
const G = 'profile';

const BOOK_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: '7 Pike St',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '2065550101',
  phoneCode: '1-US',
  email: 'ana@example.com',
  approachType: 'S' as const,
};

const SIGN_UP = {
  firstName: 'Noa',
  lastName: 'Kim',
  password: 'Summit2026!',
  isTermsConfirmed: true,
  isTemporaryPassword: true,
  subscriptions: { newsletterConsent: true, loyaltyConsent: false, smsNotificationConsent: false },
  source: { acquisitionType: 'Registered' as const },
  recaptcha_response: 'bot-check-ok',
};

export const profileErrorScenarios: Scenario[] = [
  injectedError(
    G,
    'PRO412',
    'updateConsumer',
    'The profile service failing on update (fault) answers PRO412.',
    signedIn('shopper08@example.com', [
      step('updateConsumer', {
        name: 'update the first name',
        body: { consumerProfile: { consumerDetails: { firstName: 'Jo' } } },
        expect: { errorId: 'PRO412' },
      }),
    ]),
  ),
  injectedError(
    G,
    'PRO418',
    'updateConsumer',
    'A profile update refused by the profile service (fault) answers PRO418.',
    signedIn('shopper08@example.com', [
      step('updateConsumer', {
        name: 'update the first name',
        body: { consumerProfile: { consumerDetails: { firstName: 'Jo' } } },
        expect: { errorId: 'PRO418' },
      }),
    ]),
  ),
  realError(
    G,
    'PRO414',
    'Deleting the address a saved card bills to (addr-reg-3) answers PRO414.',
    signedIn('registered@example.com', [
      step('deleteAddress', {
        name: "delete the saved card's billing address",
        params: { addressId: 'addr-reg-3' },
        expect: { errorId: 'PRO414' },
      }),
    ]),
  ),
  injectedError(
    G,
    'PRO415',
    'changePassword',
    'The password service failing on change (fault) answers PRO415; a weak password is API400.',
    signedIn('shopper09@example.com', [
      step('changePassword', {
        name: 'change to a valid password',
        body: {
          currentPassword: SHOPPER_PASSWORD,
          newPassword: 'Summitpeak2027',
          confirmNewPassword: 'Summitpeak2027',
        },
        expect: { errorId: 'PRO415' },
      }),
    ]),
  ),
  realError(
    G,
    'PRO404',
    "The seeded account without a profile answers PRO404 'Profile not loaded'.",
    signedIn('noprofile@example.com', [
      step('getConsumer', { name: 'read the missing profile', expect: { errorId: 'PRO404' } }),
    ]),
  ),
  realError(
    G,
    'PRO410',
    'A profile birth date making the shopper a child answers PRO410.',
    signedIn('shopper10@example.com', [
      step('updateConsumer', {
        name: 'birth date last year',
        body: { consumerProfile: { consumerDetails: { birthDate: '2025-06-01' } } },
        expect: { errorId: 'PRO410' },
      }),
    ]),
  ),
  realError(G, 'PRO411', 'A sign-up in GB (x-locale en-gb) without a birth date answers PRO411.', [
    guestToken(),
    step('signUp', {
      name: 'sign up in GB without a birth date',
      headers: { 'x-locale': 'en-gb', 'x-region': 'EMEA' },
      body: { ...SIGN_UP, email: 'gb.shopper@example.com' },
      expect: { errorId: 'PRO411' },
    }),
  ]),
  realError(
    G,
    'CCA400',
    'Saving the same address of the same type twice answers CCA400.',
    signedIn('shopper11@example.com', [
      step('createAddress', { name: 'save an address', body: BOOK_ADDRESS, expect: { status: 201 } }),
      step('createAddress', { name: 'save it again', body: BOOK_ADDRESS, expect: { errorId: 'CCA400' } }),
    ]),
  ),
  realError(
    G,
    'CCA401',
    'Deleting an address that is not in the book answers CCA401.',
    signedIn('shopper12@example.com', [
      step('deleteAddress', {
        name: 'delete an unknown address',
        params: { addressId: 'addr-nope' },
        expect: { errorId: 'CCA401' },
      }),
    ]),
  ),
  realError(G, 'CCN404', 'Prefilling sign-up with a consumer id and a different email answers CCN404.', [
    guestToken(),
    step('retrieveUserData', {
      name: "C000100002 with registered@example.com's email",
      body: { consumerId: 'C000100002', email: 'registered@example.com' },
      expect: { errorId: 'CCN404' },
    }),
  ]),
];
