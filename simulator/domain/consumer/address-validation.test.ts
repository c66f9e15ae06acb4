import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/entities/address';
import { isFailure } from '../failure';
import { validateAddress } from './address-validation';

const us: Address = {
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: '1201 3rd Ave',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'United States',
  phone: '(206) 555-0101',
  phoneCode: '1-US',
};

describe('saved address rules', () => {
  it('normalises a valid address: country code, stored phone', () => {
    const result = validateAddress(us, 'shipping');
    expect(result).toMatchObject({ countryCode: 'US', phone: '+12065550101' });
  });

  it('answers SHP410 for a bad phone, CHK320 naming the field, CHK380 for an unsupported country', () => {
    expect(validateAddress({ ...us, phone: '123' }, 'shipping')).toMatchObject({ errorId: 'SHP410' });
    expect(validateAddress({ ...us, phone: '' }, 'shipping')).toMatchObject({ errorId: 'SHP410' });
    const long = validateAddress({ ...us, addressLine1: 'x'.repeat(31) }, 'shipping');
    expect(long).toMatchObject({ errorId: 'CHK320' });
    expect(isFailure(long) ? long.message : '').toMatch(/^addressLine1: /);
    expect(validateAddress({ ...us, postalCode: 'ABC' }, 'shipping')).toMatchObject({ errorId: 'CHK320' });
    expect(validateAddress({ ...us, country: 'Narnia' }, 'shipping')).toMatchObject({ errorId: 'CHK380' });
  });

  it('reads the country names the cart reads (one table): UK and United States of America', () => {
    // The checked address, whether the answer wraps it ({ ok, value }) or is the address itself.
    const checked = (address: Address) => {
      const answer = validateAddress(address, 'shipping');
      return 'value' in answer ? answer.value : answer;
    };
    expect(checked({ ...us, country: 'United States of America' })).toMatchObject({ countryCode: 'US' });
    const gb = {
      ...us,
      province: undefined,
      postalCode: 'SW1A 1AA',
      phone: '2079460000',
      phoneCode: '44',
      email: 'ana@example.com',
    };
    expect(checked({ ...gb, country: 'uk' })).toMatchObject({ countryCode: 'GB' });
  });

  it('asks an email on US billing addresses only', () => {
    expect(validateAddress(us, 'billing')).toMatchObject({ errorId: 'CHK320' });
    expect(!isFailure(validateAddress({ ...us, email: 'ana@example.com' }, 'billing'))).toBe(true);
  });
});
