import { describe, expect, it } from 'vitest';
import {
  type AddressFormValues,
  addressOf,
  addressRulesFor,
  buildAddressSchema,
  defaultPhoneCode,
  formatPhoneInput,
  formValuesOf,
  phoneForForm,
} from './address-schema';

const US: AddressFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1201 3rd Ave',
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  email: '',
  phone: '(206) 555 - 0100',
  phoneCode: '1-US',
};

/** Field -> first message of a parse under the country's shipping rules. */
function errorsOf(values: Partial<AddressFormValues>, country = 'US', locale = 'en-us') {
  const schema = buildAddressSchema(addressRulesFor(country, 'shipping', locale));
  const result = schema.safeParse({ ...US, ...values });
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('address schema from the contracts rule sets', () => {
  it('accepts a complete US address', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('names are required, 2 to 30 characters; street and city at most 30', () => {
    expect(errorsOf({ firstName: ' ' }).firstName).toBe('This field is required');
    expect(errorsOf({ lastName: 'L' }).lastName).toBe('Must be at least 2 characters.');
    expect(errorsOf({ firstName: 'A'.repeat(31) }).firstName).toBe('Must be 30 characters or fewer.');
    expect(errorsOf({ addressLine1: 'x'.repeat(31) }).addressLine1).toBe('Must be 30 characters or fewer.');
    expect(errorsOf({ addressLine2: 'x'.repeat(31) }).addressLine2).toBe('Must be 30 characters or fewer.');
    expect(errorsOf({ city: 'x'.repeat(31) }).city).toBe('Must be 30 characters or fewer.');
    expect(errorsOf({ addressLine2: '' })).toEqual({});
  });

  it('US: a state from the list and a ZIP code; email optional for shipping', () => {
    expect(errorsOf({ province: '' }).province).toBe('This field is required');
    expect(errorsOf({ province: 'ZZ' }).province).toBe('Please select a valid option.');
    expect(errorsOf({ postalCode: '9810' }).postalCode).toBe('Must be at least 5 characters.');
    expect(errorsOf({ postalCode: 'ABCDE' }).postalCode).toBe('Enter a 5-digit ZIP code (or ZIP+4).');
    expect(errorsOf({ postalCode: '98101-1234' })).toEqual({});
    expect(errorsOf({ email: 'not-an-email' }).email).toBe('Email is not valid');
  });

  it('billing asks for the email in North America', () => {
    const schema = buildAddressSchema(addressRulesFor('US', 'billing', 'en-us'));
    const result = schema.safeParse(US);
    expect(result.success).toBe(false);
  });

  it('CA: a province from the list and an upper-cased A1A 1A1 postal code', () => {
    const ca = { country: 'CA', province: 'ON', phoneCode: '1-CA', phone: '4165550123' };
    expect(errorsOf({ ...ca, postalCode: 'm5v 2t6' }, 'CA', 'en-ca')).toEqual({});
    expect(errorsOf({ ...ca, postalCode: '123456' }, 'CA', 'en-ca').postalCode).toBe(
      'Enter a postal code like A1A 1A1.',
    );
    expect(errorsOf({ ...ca, province: 'WA', postalCode: 'M5V 2T6' }, 'CA', 'en-ca').province).toBe(
      'Please select a valid option.',
    );
  });

  it('GB: no province needed, a postcode, and a UK phone with its trunk 0', () => {
    const gb = {
      country: 'GB',
      province: '',
      email: 'ada@example.com',
      phoneCode: '44-GB',
      phone: '07700 900123',
    };
    expect(errorsOf({ ...gb, postalCode: 'SW1A 1AA' }, 'GB', 'en-gb')).toEqual({});
    expect(errorsOf({ ...gb, postalCode: '98101' }, 'GB', 'en-gb').postalCode).toBe(
      'Enter a postcode like SW1A 1AA.',
    );
  });

  it('EMEA shipping asks for the email', () => {
    expect(
      errorsOf({ country: 'GB', province: '', phoneCode: '44-GB', postalCode: 'SW1A 1AA' }, 'GB', 'en-gb'),
    ).toEqual({
      email: 'This field is required',
    });
  });

  it('FR: five digits', () => {
    const fr = { country: 'FR', province: '', email: 'ada@example.com', phoneCode: '33', phone: '612345678' };
    expect(errorsOf({ ...fr, postalCode: '75001' }, 'FR', 'fr-fr')).toEqual({});
    expect(errorsOf({ ...fr, postalCode: '7500' }, 'FR', 'fr-fr').postalCode).toBe(
      'Must be at least 5 characters.',
    );
  });

  it('the phone must be valid for its dial code', () => {
    expect(errorsOf({ phone: '' }).phone).toBe('This field is required');
    expect(errorsOf({ phone: '(106) 555 - 0100' }).phone).toBe('A valid phone number is required');
  });

  it("server overrides replace a field's rule", () => {
    const rules = addressRulesFor('US', 'shipping', 'en-us', {
      addressLine2: { required: true, maxLength: 10 },
    });
    const schema = buildAddressSchema(rules);
    const result = schema.safeParse({ ...US, addressLine2: 'Apartment 1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must be 10 characters or fewer.');
  });
});

describe('phone', () => {
  it('masks by dial code: North America and elsewhere', () => {
    expect(formatPhoneInput('2065550100', '1-US')).toBe('(206) 555 - 0100');
    expect(formatPhoneInput('206555', '1-CA')).toBe('(206) 555');
    expect(formatPhoneInput('0612345678', '33')).toBe('0612 - 345 - 678');
  });

  it('drops the leading 0 for 44, in the input and in the stored number', () => {
    expect(formatPhoneInput('07700900123', '44-GB')).toBe('7700 - 900 - 123');
    const address = addressOf({
      ...US,
      country: 'GB',
      province: '',
      postalCode: 'sw1a 1aa',
      phoneCode: '44-GB',
      phone: '07700 900123',
    });
    expect(address.phone).toBe('+447700900123');
    expect(address.postalCode).toBe('SW1A 1AA');
  });

  it('shared dial codes carry the country; others the dial code alone', () => {
    expect(defaultPhoneCode('US')).toBe('1-US');
    expect(defaultPhoneCode('CA')).toBe('1-CA');
    expect(defaultPhoneCode('GB')).toBe('44-GB');
    expect(defaultPhoneCode('FR')).toBe('33');
  });

  it('stores + and the dial code, and shows a stored number masked again', () => {
    const address = addressOf(US);
    expect(address).toMatchObject({ phone: '+12065550100', phoneCode: '1-US', countryCode: 'US' });
    expect(address).not.toHaveProperty('addressLine2');
    expect(phoneForForm('+12065550100', '1-US')).toBe('(206) 555 - 0100');
    expect(formValuesOf(address, 'US')).toEqual({ ...US });
  });
});
