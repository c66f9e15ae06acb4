import { expect } from 'vitest';
import type { Address } from '../../../contracts/entities/address';
import { SHOPPER_ADDRESS } from '../../../simulator/testing/shopper-address';
import type { CountryRules } from '../../../storefront/src/commerce/checkout/shipping';
import { addressErrorRoute } from '../../../storefront/src/features/checkout/shipping/address-error-route';
import { bodyOf, errorOf, interaction } from '../pact-interaction';

const { email: _email, ...shopper } = SHOPPER_ADDRESS;
/** A US home address as the shipping step sends it: phone stored as + and the dial code, shared code with its country. */
const HOME: Address = { ...shopper, phone: '+13035550199', phoneCode: '1-US' };

/** The shipping step's calls (storefront/src/commerce/checkout/shipping.ts), as it makes them. */
export const checkoutShippingInteractions = [
  interaction('getCountryI18n', {
    description: "a request for a country's address rules, which the address forms apply over their defaults",
    states: [],
    input: () => ({ params: { countryCode: 'US' } }),
    check: (outcome) => {
      const rules = bodyOf(outcome) as CountryRules;
      expect(rules.addressRules.shipping).toMatchObject({ countryCode: 'US', form: 'shipping' });
      expect(rules.addressRules.billing.fields.postalCode?.required).toBe(true);
    },
  }),
  interaction('getCountryI18n', {
    description: 'a request for the address rules of a country the site does not offer',
    states: [],
    input: () => ({ params: { countryCode: 'JP' } }),
    // The forms keep the contracts' defaults for it (use-server-address-rules.ts).
    error: { errorId: 'API404' },
  }),
  interaction('validateShippingAddress', {
    description: 'a request to validate a shipping address the postal service writes otherwise',
    states: ['a guest cart with two lines'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: { ...HOME, addressLine1: '1200  LARIMER ST', city: 'DENVER' },
    }),
    check: (outcome) => {
      const result = bodyOf(outcome) as { verified: boolean; suggestions: Address[] };
      expect(result.verified).toBe(false);
      expect(result.suggestions[0]).toMatchObject({ addressLine1: '1200 Larimer St', city: 'Denver' });
    },
  }),
  interaction('validateShippingAddress', {
    description: 'a request to validate a deliverable shipping address',
    states: ['a guest cart with two lines'],
    input: (v) => ({ params: { basketId: v.cartId }, body: HOME }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ verified: true, suggestions: [] }),
  }),
  interaction('setShippingAddress', {
    description: 'a request to ship the cart home, with the bot-check token the site asks for',
    states: ['a guest cart with two lines'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: {},
      body: { ...HOME, recaptcha_response: 'bot-check-ok' },
    }),
    check: (outcome, v) => expect((bodyOf(outcome) as { id: string }).id).toBe(v.cartId),
  }),
  interaction('setShippingAddress', {
    description: 'a request to ship the cart to an address without a phone',
    states: ['a guest cart with two lines'],
    input: (v) => {
      const { phone: _phone, phoneCode: _code, ...withoutPhone } = HOME;
      return { params: { basketId: v.cartId }, query: {}, body: withoutPhone };
    },
    error: { errorId: 'SHP410', route: 'field-error' },
    check: (outcome) =>
      expect(addressErrorRoute(errorOf(outcome))).toEqual({ kind: 'field', field: 'phone' }),
  }),
];
