import { expect } from 'vitest';
import '../../../storefront/src/api/account-operations';
import { addressErrorRoute } from '../../../storefront/src/features/checkout/shipping/address-error-route';
import { bodyOf, errorOf, interaction } from '../pact-interaction';

/** A shipping address of the seeded registered shopper's country (simulator/db/seed/consumer-seed-documented.ts). */
const LAKE_WAY = {
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: '77 Lake Way',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  countryCode: 'US',
  phone: '+12065550199',
  phoneCode: '1-US',
};
/** The registered shopper's main shipping address, already saved (addr-reg-1). */
const SAVED_MAIN = { ...LAKE_WAY, addressLine1: '1201 3rd Ave', phone: '+12065550101' };
/** A card as the payment provider tokenises it (commerce/checkout/payment-provider.ts). */
const NEW_CARD = {
  token: 'tok_offline_pact_5454',
  cardType: 'MASTERCARD' as const,
  bin: '545454',
  lastFour: '5454',
  expiryMonth: 10,
  expiryYear: 2031,
  holderName: 'Ana Lima',
};
const BILLING = { ...LAKE_WAY, addressLine1: '500 Pine St', email: 'registered@example.com' };
const SIGNED_IN = ['a signed-in registered shopper'] as const;

/**
 * The account's address book and wallet (storefront/src/commerce/account/address-book.ts and wallet.ts):
 * the country list, saving, replacing, making main and deleting addresses; saving a tokenised card with the
 * bot-check response, making a card main, a new billing address, deleting a card. Address errors show as
 * sticky error toasts (CCA400, CCA401, PRO414); a card already saved shows the server's message in the
 * form's error notice (CC_ALREADY_EXISTS, PYT300).
 */
export const accountWalletInteractions = [
  interaction('getCountryList', {
    description: 'a request for the countries the address book offers',
    states: [],
    input: () => ({}),
    check: (outcome) =>
      expect((bodyOf(outcome) as { countries: { code: string }[] }).countries.length).toBeGreaterThan(0),
  }),
  interaction('createAddress', {
    description: 'a new shipping address saved as main',
    states: SIGNED_IN,
    input: () => ({ body: { ...LAKE_WAY, approachType: 'S', main: true } }),
    check: (outcome) => expect((bodyOf(outcome) as { addressId: string }).addressId).toBeTruthy(),
  }),
  interaction('createAddress', {
    description: 'an address the shopper has already saved (a sticky error toast)',
    states: SIGNED_IN,
    input: () => ({ body: { ...SAVED_MAIN, approachType: 'S', main: false } }),
    error: { errorId: 'CCA400', route: 'sticky-error-toast' },
    check: (outcome) => expect(addressErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('updateAddress', {
    description: 'a saved shipping address made main',
    states: SIGNED_IN,
    input: () => ({
      params: { addressId: 'addr-reg-2' },
      body: {
        ...SAVED_MAIN,
        addressLine1: '400 Broad St',
        postalCode: '98109',
        approachType: 'S',
        main: true,
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toHaveProperty('addressLine1'),
  }),
  interaction('updateAddress', {
    description: 'an address that is no longer in the account made main (a sticky error toast)',
    states: SIGNED_IN,
    input: () => ({
      params: { addressId: 'addr-gone-1' },
      body: { ...LAKE_WAY, approachType: 'S', main: true },
    }),
    error: { errorId: 'CCA401', route: 'sticky-error-toast' },
    check: (outcome) => expect(addressErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('deleteAddress', {
    description: 'a saved shipping address deleted',
    states: SIGNED_IN,
    input: () => ({ params: { addressId: 'addr-reg-2' } }),
    check: (outcome) => expect(outcome.ok).toBe(true),
  }),
  interaction('deleteAddress', {
    description: "a saved card's billing address deleted (a sticky error toast)",
    states: SIGNED_IN,
    input: () => ({ params: { addressId: 'addr-reg-3' } }),
    error: { errorId: 'PRO414', route: 'sticky-error-toast' },
    check: (outcome) => expect(addressErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('savePaymentInstrument', {
    description: 'a tokenised card saved to the account with its billing address and the bot-check response',
    states: SIGNED_IN,
    input: () => ({
      body: {
        payment_method_id: 'CREDIT_CARD',
        card: NEW_CARD,
        address: BILLING,
        main: false,
        recaptcha_response: 'storefront-offline-bot-check',
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ card: { lastFour: '5454', main: false } }),
  }),
  interaction('savePaymentInstrument', {
    description: 'a card whose provider token is already in the wallet (the server message in the notice)',
    states: SIGNED_IN,
    input: () => ({
      body: {
        payment_method_id: 'CREDIT_CARD',
        card: { ...NEW_CARD, token: 'tok_pi-reg-1', cardType: 'VISA', bin: '411111', lastFour: '1111' },
        address: BILLING,
        main: false,
        recaptcha_response: 'storefront-offline-bot-check',
      },
    }),
    error: { errorId: 'CC_ALREADY_EXISTS', route: 'error-notice' },
    check: (outcome) => expect(errorOf(outcome).serverMessage).toBeTruthy(),
  }),
  interaction('savePaymentInstrument', {
    description: 'a card already saved under another token (the server message in the notice)',
    states: SIGNED_IN,
    input: () => ({
      body: {
        payment_method_id: 'CREDIT_CARD',
        card: {
          ...NEW_CARD,
          token: 'tok_offline_pact_again',
          bin: '400000',
          lastFour: '3220',
          expiryMonth: 12,
          expiryYear: 2040,
          cardType: 'VISA',
        },
        address: BILLING,
        main: false,
        recaptcha_response: 'storefront-offline-bot-check',
      },
    }),
    error: { errorId: 'PYT300', route: 'error-notice' },
    check: (outcome) => expect(errorOf(outcome).serverMessage).toBeTruthy(),
  }),
  interaction('updatePaymentInstrument', {
    description: 'a saved card made main',
    states: SIGNED_IN,
    input: () => ({ params: { paymentInstrumentId: 'pi-reg-2' }, body: { main: true } }),
    check: (outcome) =>
      expect(bodyOf(outcome)).toMatchObject({ paymentInstrumentId: 'pi-reg-2', main: true }),
  }),
  interaction('updatePaymentInstrument', {
    description: "a saved card's new billing address",
    states: SIGNED_IN,
    input: () => ({ params: { paymentInstrumentId: 'pi-reg-3' }, body: { address: BILLING } }),
    check: (outcome) => expect(bodyOf(outcome)).toHaveProperty('paymentInstrumentId'),
  }),
  interaction('deletePaymentInstrument', {
    description: 'a saved card removed from the wallet',
    states: SIGNED_IN,
    input: () => ({ params: { paymentInstrumentId: 'pi-reg-2' } }),
    check: (outcome) => expect(outcome.ok).toBe(true),
  }),
];
