import { describe, expect, it } from 'vitest';
import { addressRuleSet } from '../entities/country';
import {
  ADDRESS_RULE_SETS,
  addressRuleSetFor,
  addressSchemaFor,
  DEFAULT_ADDRESS_FIELD_RULES,
  isPoBox,
  mergeServerRules,
  ruleSetInLocale,
} from './address-rules';

const usAddress = {
  firstName: 'Ana',
  lastName: 'Lopez',
  addressLine1: '350 Mission St',
  city: 'San Francisco',
  province: 'CA',
  postalCode: '94105',
  country: 'US',
  email: 'ana@example.com',
  phone: '(415) 555-0100',
};

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('address rule data', () => {
  it('holds valid rule sets for each country and form', () => {
    for (const set of ADDRESS_RULE_SETS) expect(addressRuleSet.safeParse(set).success).toBe(true);
    for (const code of ['US', 'CA', 'GB', 'DE', 'FR']) {
      expect(addressRuleSetFor(code, 'shipping').countryCode).toBe(code);
      expect(addressRuleSetFor(code, 'billing').form).toBe('billing');
    }
    expect(addressRuleSetFor('US', 'shipping').fields.province?.options).toContainEqual({
      name: 'Texas',
      code: 'TX',
    });
    expect(addressRuleSetFor('CA', 'billing').fields.province?.options).toHaveLength(13);
  });

  it('asks NORA shipping forms for no email but billing forms do', () => {
    expect(addressRuleSetFor('US', 'shipping').fields.email?.required).toBe(false);
    expect(addressRuleSetFor('US', 'billing').fields.email?.required).toBe(true);
    expect(addressRuleSetFor('GB', 'shipping').fields.email?.required).toBe(true);
  });

  it('names provinces and states in the locale language from the one table, sorted as it reads', () => {
    const french = addressRuleSetFor('CA', 'shipping', 'fr-ca').fields.province?.options ?? [];
    expect(french).toContainEqual({ name: 'Québec', code: 'QC' });
    expect(french).toContainEqual({ name: 'Terre-Neuve-et-Labrador', code: 'NL' });
    expect(french.map((o) => o.name).slice(0, 3)).toEqual([
      'Alberta',
      'Colombie-Britannique',
      'Île-du-Prince-Édouard',
    ]);
    expect(addressRuleSetFor('US', 'billing', 'fr-fr').fields.province?.options).toContainEqual({
      name: 'Pennsylvanie',
      code: 'PA',
    });
    expect(addressRuleSetFor('CA', 'shipping', 'en-ca').fields.province?.options).toContainEqual({
      name: 'Quebec',
      code: 'QC',
    });
    // The French list is the same subdivisions: the codes validate in either language.
    const schema = addressSchemaFor(addressRuleSetFor('US', 'shipping', 'fr-ca'));
    expect(schema.safeParse(usAddress).success).toBe(true);
  });

  it('keeps a server option the table does not know under its own name', () => {
    const set = mergeServerRules(addressRuleSetFor('CA', 'shipping'), {
      province: {
        options: [
          { code: 'QC', name: 'Quebec' },
          { code: 'XX', name: 'Elsewhere' },
        ],
      },
    });
    expect(ruleSetInLocale(set, 'fr-ca').fields.province?.options).toEqual([
      { code: 'XX', name: 'Elsewhere' },
      { code: 'QC', name: 'Québec' },
    ]);
  });

  it('falls back to the spec defaults for other countries', () => {
    const es = addressRuleSetFor('es', 'shipping', 'es-es');
    expect(es).toMatchObject({ countryCode: 'ES', locale: 'es-es', fields: DEFAULT_ADDRESS_FIELD_RULES });
  });

  it('merges server rules per field', () => {
    const merged = mergeServerRules(addressRuleSetFor('DE', 'shipping'), {
      postalCode: { pattern: '^0\\d{4}$', patternMessage: 'Server says no' },
      addressLine2: { required: true },
    });
    expect(merged.fields.postalCode).toMatchObject({ required: true, minLength: 5, pattern: '^0\\d{4}$' });
    expect(merged.fields.addressLine2).toEqual({ required: true, maxLength: 30 });
    expect(addressRuleSetFor('DE', 'shipping').fields.addressLine2?.required).toBe(false);
  });
});

describe('addressSchemaFor', () => {
  const us = addressSchemaFor(addressRuleSetFor('US', 'billing'));

  it('accepts a valid address and keeps extra keys', () => {
    expect(us.parse({ ...usAddress, id: 'addr-1', phoneCode: '1-US' })).toMatchObject({ id: 'addr-1' });
    expect(us.safeParse({ ...usAddress, postalCode: '94105-1234', province: 'California' }).success).toBe(
      true,
    );
  });

  it('answers required, length, pattern, option, email and phone messages', () => {
    const result = us.safeParse({
      ...usAddress,
      firstName: 'A',
      lastName: ' ',
      city: 'x'.repeat(31),
      postalCode: '9410',
      province: 'ZZ',
      email: 'ana@example',
      phone: '123 555 0100',
    });
    expect(issuesOf(result)).toEqual([
      ['city', 'Must be 30 characters or fewer.'],
      ['email', 'Email is not valid'],
      ['firstName', 'Must be at least 2 characters.'],
      ['lastName', 'This field is required'],
      ['postalCode', 'Must be at least 5 characters.'],
      ['postalCode', 'Enter a 5-digit ZIP code (or ZIP+4).'],
      ['province', 'Please select a valid option.'],
      ['phone', 'A valid phone number is required'],
    ]);
  });

  it('forces Canadian postal codes to upper case and checks the pattern', () => {
    const ca = addressSchemaFor(addressRuleSetFor('CA', 'shipping'));
    const base = { ...usAddress, province: 'ON', country: 'CA', email: undefined };
    expect(ca.parse({ ...base, postalCode: 'm5v 3l9' }).postalCode).toBe('M5V 3L9');
    expect(issuesOf(ca.safeParse({ ...base, postalCode: 'D5V 3L9' }))).toEqual([
      ['postalCode', 'Enter a postal code like A1A 1A1.'],
    ]);
  });

  it('checks GB postcodes and the 44 phone rule, and uses server patterns', () => {
    const gbRules = addressRuleSetFor('GB', 'shipping');
    const gb = {
      ...usAddress,
      province: undefined,
      country: 'GB',
      postalCode: 'sw1a 1aa',
      phone: '07700 900123',
    };
    expect(addressSchemaFor(gbRules).safeParse(gb).success).toBe(true);
    expect(addressSchemaFor(gbRules).safeParse({ ...gb, postalCode: '12345' }).success).toBe(false);
    const strict = mergeServerRules(gbRules, {
      postalCode: { pattern: '^EC', patternMessage: 'London only' },
    });
    expect(issuesOf(addressSchemaFor(strict).safeParse(gb))).toEqual([['postalCode', 'London only']]);
  });

  it('validates optional fields only when filled and ignores a broken server pattern', () => {
    const rules = mergeServerRules(addressRuleSetFor('FR', 'shipping'), { addressLine2: { pattern: '(' } });
    const fr = {
      ...usAddress,
      province: undefined,
      country: 'FR',
      postalCode: '75001',
      phone: '06 12 34 56 78',
    };
    expect(addressSchemaFor(rules).safeParse({ ...fr, addressLine2: '' }).success).toBe(true);
    expect(issuesOf(addressSchemaFor(rules).safeParse({ ...fr, addressLine2: 'x'.repeat(31) }))).toEqual([
      ['addressLine2', 'Must be 30 characters or fewer.'],
    ]);
  });
});

describe('isPoBox', () => {
  it('detects PO boxes', () => {
    for (const line of [
      'PO Box 12',
      'P.O. Box 7',
      'p o box 3',
      'POB 44',
      'Post Office Box 9',
      'Postfach 1234',
      'Boîte postale 5',
    ]) {
      expect(isPoBox(line)).toBe(true);
    }
  });

  it('leaves ordinary street lines alone', () => {
    for (const line of [
      '12 Box Hill Road',
      'Pobeda St 5',
      'Postfachweg 3',
      'Apollo Boxing Club',
      '1 Shipbox Lane',
      undefined,
    ]) {
      expect(isPoBox(line)).toBe(false);
    }
  });
});
