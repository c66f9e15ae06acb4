import type { Address } from '../../contracts/entities/address';

/** A valid US home address (Denver, CO) for tests and benchmarks that need one. */
export const SHOPPER_ADDRESS: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1200 Larimer St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80204',
  country: 'US',
  countryCode: 'US',
  phone: '3035550199',
  email: 'ada@example.com',
};
