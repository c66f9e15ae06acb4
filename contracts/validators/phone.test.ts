import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import {
  applyPhoneMask,
  normalizePhone,
  parsePhoneCodeValue,
  phoneCodeValue,
  phoneCodeValueFor,
  phoneMaskFor,
  phoneSchemaFor,
  SHARED_DIAL_CODES,
  withPhoneCheck,
} from './phone';

describe('phone masks', () => {
  it('fills X placeholders, stops when digits run out and keeps extra digits', () => {
    expect(applyPhoneMask('4165550123', phoneMaskFor('1'))).toBe('(416) 555 - 0123');
    expect(applyPhoneMask('416-5', '(XXX) XXX - XXXX')).toBe('(416) 5');
    expect(applyPhoneMask('7700900123', phoneMaskFor('44'))).toBe('7700 - 900 - 123');
    expect(applyPhoneMask('123456789012', 'XXXX - XXX - XXX')).toBe('1234 - 567 - 89012');
    expect(applyPhoneMask('', '(XXX) XXX - XXXX')).toBe('');
  });
});

describe('normalizePhone', () => {
  it('stores North American numbers as +1 and 10 digits starting 2-9', () => {
    expect(normalizePhone({ phone: '(416) 555-0123', phoneCode: '1-US' })).toMatchObject({
      ok: true,
      value: '+14165550123',
    });
    expect(normalizePhone({ phone: '+1 416 555 0123' })).toMatchObject({ ok: true, value: '+14165550123' });
    expect(normalizePhone({ phone: '1-416-555-0123', phoneCode: '1' })).toMatchObject({ ok: true });
    for (const bad of ['123 555 0123', '416 555 012', '416 555 01234']) {
      expect(normalizePhone({ phone: bad, phoneCode: '1' })).toEqual({
        ok: false,
        reason: 'invalidNumber',
        message: 'A valid phone number is required',
      });
    }
  });

  it('drops the leading 0 for dial code 44', () => {
    expect(normalizePhone({ phone: '07700 900123', phoneCode: '44' })).toMatchObject({
      ok: true,
      value: '+447700900123',
    });
    expect(normalizePhone({ phone: '+44 (0)7700 900123', phoneCode: '44-GB' })).toMatchObject({
      value: '+447700900123',
    });
    expect(normalizePhone({ phone: '0044 7700 900123', phoneCode: '44' })).toMatchObject({
      value: '+447700900123',
    });
  });

  it('checks other countries by possible length and keeps their digits', () => {
    expect(normalizePhone({ phone: '0151 1234 5678', phoneCode: '49' })).toMatchObject({
      ok: true,
      value: '+49015112345678',
    });
    expect(normalizePhone({ phone: '123', phoneCode: '49' })).toMatchObject({
      ok: false,
      reason: 'invalidNumber',
    });
    expect(normalizePhone({ phone: '+33 6 12 34 56 78', phoneCode: '49' })).toMatchObject({ ok: false });
  });

  it('rejects empty numbers and bad codes', () => {
    expect(normalizePhone({ phone: ' - ', phoneCode: '1' })).toMatchObject({ ok: false, reason: 'empty' });
    expect(normalizePhone({ phone: '4165550123', phoneCode: 'abc' })).toMatchObject({
      ok: false,
      reason: 'invalidCode',
    });
  });
});

describe('shared dial codes', () => {
  it('derives shared codes and combines dial code and country', () => {
    expect(SHARED_DIAL_CODES['1']).toEqual(expect.arrayContaining(['US', 'CA', 'PR']));
    expect(SHARED_DIAL_CODES['44']).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(SHARED_DIAL_CODES['49']).toBeUndefined();
    expect(phoneCodeValue('1', 'CA')).toBe('1-CA');
    expect(phoneCodeValue('+49', 'DE')).toBe('49');
    expect(phoneCodeValueFor({ name: 'Jersey', countryCode: 'JE', dialCode: '44' })).toBe('44-JE');
  });

  it('parses combined values and rejects mismatches', () => {
    expect(parsePhoneCodeValue('1-CA')).toEqual({ dialCode: '1', countryCode: 'CA' });
    expect(parsePhoneCodeValue('1-US')).toEqual({ dialCode: '1', countryCode: 'US' });
    expect(parsePhoneCodeValue('+44')).toEqual({ dialCode: '44' });
    expect(parsePhoneCodeValue('1-GB')).toBeNull();
    expect(parsePhoneCodeValue('x1')).toBeNull();
    expect(normalizePhone({ phone: '4165550123', phoneCode: '1-CA' })).toMatchObject({ countryCode: 'CA' });
    expect(normalizePhone({ phone: '4165550123', phoneCode: '1-US' })).toMatchObject({ countryCode: 'US' });
  });
});

describe('phone schemas', () => {
  const messages = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message);

  it('validates a field for its country', () => {
    expect(phoneSchemaFor('US').safeParse('(416) 555-0123').success).toBe(true);
    expect(messages(phoneSchemaFor('US'), '123 555 0123')).toEqual(['A valid phone number is required']);
    expect(messages(phoneSchemaFor('US'), '416 555 012')).toEqual(['A valid phone number is required']);
    expect(messages(phoneSchemaFor('CA'), '')).toEqual(['A valid phone number is required']);
    expect(phoneSchemaFor('CA', { required: false }).safeParse('').success).toBe(true);
    expect(phoneSchemaFor('GB').safeParse('07700 900123').success).toBe(true);
  });

  it('checks the phone against the object phone code', () => {
    const form = withPhoneCheck(z.object({ phone: z.string(), phoneCode: z.string() }));
    expect(form.safeParse({ phone: '07700 900123', phoneCode: '44' }).success).toBe(true);
    expect(form.safeParse({ phone: '07700 900123', phoneCode: '1-CA' }).error?.issues).toMatchObject([
      { path: ['phone'], message: 'A valid phone number is required' },
    ]);
  });
});
