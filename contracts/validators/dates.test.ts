import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import {
  birthDate,
  checkBirthDate,
  DATE_PLACEHOLDER,
  dateAfter,
  dateBefore,
  dateFormatForRegion,
  displayDate,
  minimalAgeFor,
  subtractYears,
  toDisplayDate,
  toStoredDate,
} from './dates';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('date formats', () => {
  it('checks real dates in both formats', () => {
    expect(toStoredDate('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(toStoredDate('02/29/2024', 'MM/DD/YYYY')).toBe('2024-02-29');
    expect(toStoredDate('31/12/1999', 'DD/MM/YYYY')).toBe('1999-12-31');
    for (const bad of ['31/02/2020', '29/02/2023', '32/01/2020', '01/13/2020', '1/2/2020', '2020-01-01']) {
      expect(toStoredDate(bad, 'DD/MM/YYYY')).toBeNull();
    }
    expect(toStoredDate('12/31/1999', 'DD/MM/YYYY')).toBeNull();
    expect(toStoredDate(DATE_PLACEHOLDER, 'MM/DD/YYYY')).toBe('1900-01-01');
  });

  it('converts stored dates for display and picks the format by region', () => {
    expect(toDisplayDate('1990-04-17', 'DD/MM/YYYY')).toBe('17/04/1990');
    expect(toDisplayDate('1990-04-17', 'MM/DD/YYYY')).toBe('04/17/1990');
    expect(toDisplayDate('1990-02-30', 'MM/DD/YYYY')).toBeNull();
    expect(dateFormatForRegion('EMEA')).toBe('DD/MM/YYYY');
    expect(dateFormatForRegion('NORA')).toBe('MM/DD/YYYY');
  });

  it('answers the format message with the format filled in', () => {
    expect(displayDate('DD/MM/YYYY').safeParse('17/04/1990').success).toBe(true);
    expect(messages(displayDate('DD/MM/YYYY'), '31/02/2020')).toEqual([
      'Date should match DD/MM/YYYY and be a valid date.',
    ]);
    expect(messages(displayDate('MM/DD/YYYY'), '')).toEqual(['This field is required']);
    expect(displayDate('MM/DD/YYYY', { required: false }).safeParse('').success).toBe(true);
  });

  it('checks strict bounds', () => {
    const window = z
      .string()
      .check(dateAfter('2024-01-01', 'MM/DD/YYYY'), dateBefore('2024-12-31', 'MM/DD/YYYY'));
    expect(window.safeParse('06/15/2024').success).toBe(true);
    expect(messages(window, '01/01/2024')).toEqual(['Date must be after 01/01/2024.']);
    expect(messages(window, '12/31/2024')).toEqual(['Date must be before 12/31/2024.']);
  });
});

describe('birth date', () => {
  const today = '2024-06-15';

  it('has per-country minimal ages with a default', () => {
    expect(minimalAgeFor('US')).toBe(13);
    expect(minimalAgeFor('fr')).toBe(15);
    expect(minimalAgeFor('ES')).toBe(16);
  });

  it('subtracts years, turning 29 February into 28 February', () => {
    expect(subtractYears('2024-02-29', 13)).toBe('2011-02-28');
  });

  it('accepts the minimal age exactly and the fixed minimum date', () => {
    expect(checkBirthDate('2011-06-15', { country: 'US', today })).toEqual({
      ok: true,
      stored: '2011-06-15',
    });
    expect(checkBirthDate('1900-01-01', { country: 'US', today }).ok).toBe(true);
  });

  it('rejects too early, too young and unreal dates with their reasons', () => {
    expect(checkBirthDate('1899-12-31', { today })).toMatchObject({ reason: 'tooEarly' });
    expect(checkBirthDate('2011-06-16', { country: 'US', today })).toMatchObject({
      reason: 'tooYoung',
      message: 'You must be at least 13 years old.',
    });
    expect(checkBirthDate('2023-02-29', { today })).toMatchObject({ reason: 'invalid' });
  });

  it('validates the display field with the inserted values', () => {
    const gb = birthDate('DD/MM/YYYY', { country: 'GB', today });
    expect(gb.safeParse('15/06/2008').success).toBe(true);
    expect(messages(gb, '16/06/2008')).toEqual(['You must be at least 16 years old.']);
    expect(messages(gb, '31/12/1899')).toEqual(['Date should not be earlier than 01/01/1900.']);
    expect(messages(gb, '31/02/2000')).toEqual(['Date should match DD/MM/YYYY and be a valid date.']);
    expect(messages(gb, '')).toEqual(['This field is required']);
    expect(birthDate('DD/MM/YYYY', { required: false, today }).safeParse('').success).toBe(true);
  });

  it('uses a Date for today by its calendar day', () => {
    expect(checkBirthDate('2011-06-15', { country: 'CA', today: new Date(2024, 5, 15, 23, 59) }).ok).toBe(
      true,
    );
    expect(() => checkBirthDate('2000-01-01', { today: '2024-13-01' })).toThrow();
  });
});
