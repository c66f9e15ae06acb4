import { describe, expect, it } from 'vitest';
import { addressRuleSet, countryEntry, phoneCodeEntry } from './country';

describe('country, phone code and address rule entities', () => {
  it('accepts a country and a phone code', () => {
    expect(countryEntry.parse({ name: 'Canada', code: 'CA' })).toEqual({ name: 'Canada', code: 'CA' });
    expect(phoneCodeEntry.parse({ name: 'Canada', countryCode: 'CA', dialCode: '1' }).dialCode).toBe('1');
  });

  it('rejects a dial code with a plus and a three-letter country', () => {
    expect(phoneCodeEntry.safeParse({ name: 'Canada', countryCode: 'CA', dialCode: '+1' }).success).toBe(
      false,
    );
    expect(countryEntry.safeParse({ name: 'Canada', code: 'CAN' }).success).toBe(false);
  });

  it('accepts a rule set with a server pattern and a province list', () => {
    const rules = addressRuleSet.parse({
      countryCode: 'CA',
      locale: 'en-ca',
      form: 'shipping',
      fields: {
        postalCode: { required: true, pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$' },
        province: { required: true, options: [{ name: 'Ontario', code: 'ON' }] },
      },
    });
    expect(rules.fields.province?.options).toHaveLength(1);
  });

  it('rejects a rule for a field that is not an address field, and an unknown form', () => {
    const base = { countryCode: 'US', locale: 'en-us', form: 'shipping', fields: {} };
    expect(addressRuleSet.safeParse({ ...base, fields: { shoeSize: { required: true } } }).success).toBe(
      false,
    );
    expect(addressRuleSet.safeParse({ ...base, form: 'gift' }).success).toBe(false);
  });
});
