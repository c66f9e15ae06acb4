import { describe, expect, it } from 'vitest';
import { address } from './address';

const home = {
  id: 'addr-1',
  approachType: 'S',
  main: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Trailhead Rd',
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  country: 'United States',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '+13035550123',
  phoneCode: '1-US',
};

describe('address', () => {
  it('accepts a shipping address as the wire carries it', () => {
    expect(address.parse(home)).toMatchObject({ approachType: 'S', main: true });
  });

  it('rejects an approach type other than S or B', () => {
    expect(address.safeParse({ ...home, approachType: 'X' }).success).toBe(false);
  });

  it('rejects a missing required line and a lower-case country code', () => {
    const { addressLine1: _, ...noLine } = home;
    expect(address.safeParse(noLine).success).toBe(false);
    expect(address.safeParse({ ...home, countryCode: 'us' }).success).toBe(false);
  });
});
