import '../../api/account-operations';
// The country's rules (getCountryI18n) are the checkout's call, shared with its address form.
import '../../api/checkout-operations';
import type { Address } from '../../../../contracts/entities/address';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import { shippingCommerce } from '../checkout/shipping';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';
import { type ApproachType, addressIdOf, approachTypeOf } from './address-book-rules';

/** A country the address forms offer, its name in the request's locale (getCountryList). */
export type CountryEntry = ResponseBodyOf<'getCountryList'>['countries'][number];

/** The fields a saved address is sent with: its ids and timestamps stay with the server. */
function bodyOf(address: Address, approachType: ApproachType, main: boolean) {
  const { id: _id, addressId: _addressId, updatedAt: _updatedAt, shippingId: _s, ...fields } = address;
  return { ...fields, approachType, main };
}

/**
 * The address book calls (spec 000 sections 4 and 7): save, replace and delete an address of the profile,
 * the country list and a country's rules for the form. The addresses themselves come with the profile
 * (getConsumer). Failures reject with the ApiError of their catalogue id (CCA400 the address exists,
 * CCA401 unknown address, PRO414 a saved card's billing address, CHK320/CHK380/SHP410 the form's fields).
 */
export function addressBookCommerce(deps: CommerceDeps) {
  const shipping = shippingCommerce(deps);
  const update = (id: string, address: Address, approachType: ApproachType, main: boolean) =>
    deps.call(
      'updateAddress',
      { params: { addressId: id }, body: bodyOf(address, approachType, main) },
      { audience: 'shopper' },
    );
  return {
    async countries(): Promise<CountryEntry[]> {
      return (await deps.call('getCountryList', {})).countries;
    },
    countryRules: shipping.countryRules,
    /** Saves a new address; `main` as mainFlagForNew decided it. Answers the new address's id. */
    async create(address: Address, approachType: ApproachType, main: boolean): Promise<string> {
      const answer = await deps.call(
        'createAddress',
        { body: bodyOf(address, approachType, main) },
        { audience: 'shopper' },
      );
      return answer.addressId;
    },
    /** Replaces a saved address (its fields, type and main flag). */
    update: (id: string, address: Address, approachType: ApproachType, main: boolean): Promise<Address> =>
      update(id, address, approachType, main),
    /** Makes a saved address main: the server clears the other main address of its type. */
    async makeMain(address: Address): Promise<Address> {
      const id = addressIdOf(address);
      if (!id) throw new Error('A saved address has an id');
      return update(id, address, approachTypeOf(address), true);
    },
    async remove(id: string): Promise<void> {
      await deps.call('deleteAddress', { params: { addressId: id } }, { audience: 'shopper' });
    },
  };
}

export type AddressBookCommerce = ReturnType<typeof addressBookCommerce>;

/** The address book of the adapter the UI holds (its chunk carries the account operations' routes). */
export const addressBookCommerceOf = (commerce: Pick<Commerce, 'deps'>): AddressBookCommerce =>
  addressBookCommerce(commerce.deps);
